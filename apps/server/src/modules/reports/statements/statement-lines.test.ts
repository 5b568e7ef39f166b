import { describe, expect, it } from 'vitest';
import { statementAmountFormat } from './statement-amounts';
import { statementMonthOf } from './statement-month';
import { describeMovement } from './statement-wording';

const movement = (kind: string, amountUnits: bigint, details: { method?: string; market?: string } = {}) => ({
  transactionId: 'tx',
  kind,
  createdAt: new Date('2026-03-02T10:00:00Z'),
  amountUnits,
  method: details.method ?? null,
  market: details.market ?? null,
});
const markets = new Map([['ABC-USD', { baseAsset: 'ABC', quoteAsset: 'USD' }]]);

describe('the month of a statement', () => {
  const times = { now: new Date('2026-03-15T08:00:00Z'), accountCreatedAt: new Date('2025-12-31T23:00:00Z') };

  it('spans the UTC month and ends at the next one, or now while it runs', () => {
    expect(statementMonthOf('2026-02', times)).toEqual({
      month: '2026-02',
      from: new Date('2026-02-01T00:00:00Z'),
      end: new Date('2026-03-01T00:00:00Z'),
      cutOff: new Date('2026-03-01T00:00:00Z'),
    });
    expect(statementMonthOf('2026-03', times).cutOff).toEqual(new Date('2026-03-15T08:00:00.001Z'));
    expect(statementMonthOf('2025-12', times).from).toEqual(new Date('2025-12-01T00:00:00Z'));
  });

  it('refuses a month not begun and one that ended before the account existed, on month', () => {
    expect(() => statementMonthOf('2026-04', times)).toThrow('This month has not begun yet');
    expect(() => statementMonthOf('2025-11', times)).toThrow('Your account did not exist yet in this month');
  });
});

describe('the words of a movement', () => {
  it('name the funding method of a deposit or a withdrawal', () => {
    expect(describeMovement(movement('deposit', 100n, { method: 'CARD' }), 'USD', markets)).toBe('Deposit by card');
    expect(describeMovement(movement('withdrawal', -100n, { method: 'BANK TRANSFER' }), 'USD', markets)).toBe(
      'Withdrawal by bank transfer',
    );
    expect(describeMovement(movement('deposit', 100n), 'USD', markets)).toBe('Deposit');
  });

  it('tell a buy from a sell on either side of the market', () => {
    const trade = (asset: string, units: bigint) =>
      describeMovement(movement('trade', units, { market: 'ABC-USD' }), asset, markets);
    expect(trade('ABC', 5n)).toBe('Trade buy ABC-USD');
    expect(trade('USD', -5n)).toBe('Trade buy ABC-USD, fee included');
    expect(trade('ABC', -5n)).toBe('Trade sell ABC-USD');
    expect(trade('USD', 5n)).toBe('Trade sell ABC-USD, fee included');
  });

  it('read a kind without words, and are never blank', () => {
    expect(describeMovement(movement('gift_card_redemption', 1n), 'USD', markets)).toBe('Gift card claimed');
    expect(describeMovement(movement('loyalty.cash_back', 1n), 'USD', markets)).toBe('Loyalty cash back');
  });
});

describe('the amounts of a statement', () => {
  it('show as SPEC 5 has them, unless that would round them, then exactly', () => {
    const usd = statementAmountFormat('USD');
    const usdc = statementAmountFormat('USDC');
    expect(usd(123456n)).toBe('1,234.56');
    expect(usd(-123456n)).toBe('-1,234.56');
    expect(usdc(1_500_000n)).toBe('1.50');
    expect(usdc(123_456n)).toBe('0.123456');
    expect(statementAmountFormat('BTC')(150_000_000n)).toBe('1.5000');
  });
});
