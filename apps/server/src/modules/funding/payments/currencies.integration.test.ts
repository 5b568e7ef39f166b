import { describe, expect, it } from 'vitest';
import { call, defaultTestHost, useTestApp } from '../../../../test/test-app';
import { createSignedInUser } from '../../auth/testing';
import { createTestMarket } from '../../trading/testing';
import { getOk, postOk } from '../funding.test-app';
import {
  createFundingInvestor,
  createInvestorUnderRules,
  createInvestorWithBank,
  depositByCard,
} from '../funding.test-factories';

/** GET currencies, account/mycurrencies and pre-trade (SPEC 7 "Dashboard" and "Account"). */

const t = useTestApp();

const payloadOf = async (user: { token: string; host: string }, url: string) => {
  const response = await getOk(t, user, url);
  return response;
};

describe('GET currencies', () => {
  it('lists cash, digital currencies and listed shares with their scale and the methods that bring each in', async () => {
    const host = 'currencies.test';
    await t.createTenant(host, 'Currencies');
    const market = await createTestMarket(t, {}, host);
    const user = await createFundingInvestor(t, { host });
    const { items } = await payloadOf(user, '/v1/currencies');
    expect(items.map((item: { asset: string }) => item.asset)).toEqual(['USD', 'BMN', 'BTC', 'USDC', market.baseAsset]);
    const usd = items.find((item: { asset: string }) => item.asset === 'USD');
    expect(usd).toMatchObject({ kind: 'fiat', scale: 2, display_decimals: 2, markets: [market.symbol] });
    expect(usd.funding_methods).toEqual(
      expect.arrayContaining(['BANK TRANSFER', 'CARD', 'TRANSAK', 'CHANGELLY_BUY', 'CHANGENOW']),
    );
    expect(items.find((item: { asset: string }) => item.asset === 'BTC')).toMatchObject({
      kind: 'digital',
      scale: 8,
      display_decimals: 2,
    });
    expect(items.find((item: { asset: string }) => item.asset === 'USDC')).toMatchObject({
      kind: 'digital',
      scale: 6,
      display_decimals: 2,
      funding_methods: ['CHANGENOW', 'USDC TRANSFER', 'CHANGELLY_SWAP'],
    });
    expect(items.at(-1)).toMatchObject({
      kind: 'security',
      scale: 8,
      display_decimals: 4,
      funding_methods: [],
      markets: [market.symbol],
    });
  });

  it('leaves out a method the domain switched off', async () => {
    const user = await createInvestorUnderRules(t, 'currencies-off.test', [
      { method: 'CARD', enabled: false, min_amount: '1', max_amount: '1000', fee_pct: '0' },
    ]);
    const { items } = await payloadOf(user, '/v1/currencies');
    const usd = items.find((item: { asset: string }) => item.asset === 'USD');
    expect(usd.funding_methods).not.toContain('CARD');
    expect(usd.funding_methods).toContain('BANK TRANSFER');
  });

  it('needs a session', async () => {
    expect((await call(t.api, { method: 'GET', url: '/v1/currencies' })).statusCode).toBe(401);
  });
});

describe('GET account/mycurrencies', () => {
  it("shows the caller's balances, what is free and what a pending withdrawal holds, and nobody else's", async () => {
    const fresh = await createFundingInvestor(t);
    expect(await payloadOf(fresh, '/v1/account/mycurrencies')).toEqual({ items: [] });
    const user = await createInvestorWithBank(t, defaultTestHost, { deposit: '300' });
    const _withdrawal = await postOk(t, user, '/v1/trading/withdraw', { currency: 'USD', amount: '120' });
    expect(await payloadOf(user, '/v1/account/mycurrencies')).toEqual({
      items: [{ asset: 'USD', name: 'US Dollar', scale: 2, available: '180', held: '120', total: '300' }],
    });
    expect(await payloadOf(fresh, '/v1/account/mycurrencies')).toEqual({ items: [] });
  });

  it('needs a session', async () => {
    expect((await call(t.api, { method: 'GET', url: '/v1/account/mycurrencies' })).statusCode).toBe(401);
  });
});

describe('GET pre-trade', () => {
  it('lets an investor trade and shows what they can spend and each market fee', async () => {
    const host = 'pretrade.test';
    await t.createTenant(host, 'Pre-trade');
    const market = await createTestMarket(t, {}, host);
    const user = await createFundingInvestor(t, { host });
    await depositByCard(t, user, '80');
    expect(await payloadOf(user, '/v1/pre-trade')).toEqual({
      can_trade: true,
      blockers: [],
      email_verified: true,
      onboarding_completed: true,
      kyc_status: 'not_started',
      balances: [{ asset: 'USD', available: '80' }],
      fees: [{ market: market.symbol, quote_asset: 'USD', fee_pct: '0.25', is_market_open: expect.any(Boolean) }],
    });
  });

  it('says why a user who has not finished onboarding or confirmed their email cannot trade', async () => {
    const newcomer = await createSignedInUser(t, { emailVerified: false });
    const payload = await payloadOf({ token: newcomer.token, host: defaultTestHost }, '/v1/pre-trade');
    expect(payload).toMatchObject({
      can_trade: false,
      blockers: ['email_not_verified', 'onboarding_incomplete'],
      email_verified: false,
      onboarding_completed: false,
      balances: [],
    });
  });

  it('needs a session', async () => {
    expect((await call(t.api, { method: 'GET', url: '/v1/pre-trade' })).statusCode).toBe(401);
  });
});
