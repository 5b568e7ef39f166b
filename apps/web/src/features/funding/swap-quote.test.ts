import { describe, expect, it } from 'vitest';
import { limitProblemOf } from './fees';
import { makeQuote, makeRule } from './funding.test-factories';
import { creditOf, isSameRequest, quoteRequestOf, swapProblemOf } from './swap-quote';

describe('asking for a quote', () => {
  it('asks only with a currency and an amount above zero', () => {
    expect(quoteRequestOf('eth', '0.5')).toEqual({ from_currency: 'eth', from_amount: '0.5' });
    expect(quoteRequestOf(null, '0.5')).toBeNull();
    expect(quoteRequestOf('eth', undefined)).toBeNull();
    expect(quoteRequestOf('eth', '0.000')).toBeNull();
    expect(quoteRequestOf('eth', '12abc')).toBeNull();
  });

  it('keeps a quote only while it answers what is typed now', () => {
    const quote = makeQuote({ from_currency: 'EUR', from_amount: '100.5' });
    expect(isSameRequest(quote, { from_currency: 'eur', from_amount: '100.50' })).toBe(true);
    expect(isSameRequest(quote, { from_currency: 'eur', from_amount: '100.55' })).toBe(false);
    expect(isSameRequest(quote, { from_currency: 'usd', from_amount: '100.5' })).toBe(false);
    expect(isSameRequest(quote, null)).toBe(false);
  });
});

describe('what a swap credits', () => {
  it('takes the fee from what is delivered, rounded as the server records it', () => {
    const quote = makeQuote({ to_amount: '60.1234567' });
    expect(creditOf(quote, 'USDC', makeRule({ fee_pct: '1' }))).toEqual({
      delivered: '60.123456',
      fee: '0.601235',
      credited: '59.522221',
    });
    expect(creditOf(makeQuote({ to_amount: '100.129' }), 'USD', undefined)).toEqual({
      delivered: '100.12',
      fee: '0',
      credited: '100.12',
    });
  });
});

describe('why a swap would be refused', () => {
  const rule = makeRule({ min_amount: '50', max_amount: '50000', fee_pct: '1' });

  it("names the provider's minimum and maximum of what is paid", () => {
    const small = makeQuote({ from_currency: 'eur', from_amount: '10', to_amount: '10.8', min: '20', max: '20000' });
    expect(swapProblemOf({ quote: small, range: undefined, asset: 'USD', rule })).toEqual({
      key: 'belowProviderMinimum',
      limit: '20',
      currency: 'EUR',
    });
    const large = makeQuote({ from_amount: '30000', to_amount: '32400' });
    expect(swapProblemOf({ quote: large, range: { min: null, max: '20000' }, asset: 'USD', rule })).toMatchObject({
      key: 'aboveProviderMaximum',
      limit: '20000',
    });
  });

  it("names the domain's limits of what is delivered", () => {
    const quote = makeQuote({ from_amount: '0.01', to_amount: '30' });
    expect(swapProblemOf({ quote, range: undefined, asset: 'USDC', rule })).toEqual({
      key: 'belowMinimum',
      limit: '50',
    });
    expect(swapProblemOf({ quote: makeQuote({ to_amount: '60' }), range: undefined, asset: 'USDC', rule })).toBeNull();
    expect(
      swapProblemOf({ quote: makeQuote({ to_amount: '0.0000001' }), range: undefined, asset: 'USDC', rule }),
    ).toEqual({ key: 'nothingDelivered' });
  });
});

describe("a domain's limits of an amount", () => {
  const rule = makeRule({ min_amount: '10', max_amount: '1000', fee_pct: '100' });

  it('refuses what the server refuses, and nothing else', () => {
    expect(limitProblemOf('9.99', 'USDC', rule)).toEqual({ key: 'belowMinimum', limit: '10' });
    expect(limitProblemOf('1000.01', 'USDC', rule)).toEqual({ key: 'aboveMaximum', limit: '1000' });
    expect(limitProblemOf('20', 'USDC', rule)).toEqual({ key: 'feeTooLarge' });
    expect(limitProblemOf('20', 'USDC', makeRule({ min_amount: '10', fee_pct: '0' }))).toBeNull();
    expect(limitProblemOf('20', 'USDC', undefined)).toBeNull();
    expect(limitProblemOf(undefined, 'USDC', rule)).toBeNull();
  });
});
