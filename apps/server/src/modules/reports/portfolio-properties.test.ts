import { parseUnits, scaleOf } from '@invest/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dollarPrice, homeOf, investorLedger, quoteOf, today, yesterday } from './portfolio.test-factories';
import { dollarsOf } from './valuation';

const assets = ['ACME', 'BTC'] as const;
type Asset = (typeof assets)[number];

const cents = (dollars: string) =>
  dollars.startsWith('-') ? -parseUnits(dollars.slice(1), 2) : parseUnits(dollars, 2);
const decimalOf = (units: bigint, scale: number) => {
  const text = units.toString().padStart(scale + 1, '0');
  return `${text.slice(0, -scale)}.${text.slice(-scale)}`;
};

/** An action an investor may try; ones the ledger would refuse (spending more than held) are skipped. */
const action = fc.oneof(
  fc.record({ type: fc.constant('deposit' as const), cents: fc.bigInt({ min: 1n, max: 1_000_000n }) }),
  fc.record({ type: fc.constant('withdraw' as const), cents: fc.bigInt({ min: 1n, max: 1_000_000n }) }),
  fc.record({
    type: fc.constantFrom('buy' as const, 'sell' as const, 'depositAsset' as const, 'withdrawAsset' as const),
    asset: fc.constantFrom(...assets),
    units: fc.bigInt({ min: 1n, max: 500_000_000n }),
    cents: fc.bigInt({ min: 1n, max: 300_000n }),
    feeCents: fc.bigInt({ min: 0n, max: 500n }),
  }),
  fc.record({ type: fc.constant('refund' as const), cents: fc.bigInt({ min: 1n, max: 100n }) }),
);
const price = fc.bigInt({ min: 1n, max: 10_000_000n }).map((units) => decimalOf(units, 2));

describe('the home’s totals', () => {
  it('equal the ledger’s balances at market prices, and every return adds up', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(action, fc.boolean()), { maxLength: 30 }),
        fc.record({ ACME: price, BTC: price }),
        fc.record({ ACME: price, BTC: price }),
        (actions, prices, previousCloses) => {
          const ledger = investorLedger();
          const balance = new Map<string, bigint>([['USD', 0n]]);
          const opening = new Map<string, bigint>([['USD', 0n]]);
          let todayNetDeposits = 0n;
          const add = (asset: string, units: bigint, isToday: boolean) => {
            balance.set(asset, (balance.get(asset) ?? 0n) + units);
            if (!isToday) opening.set(asset, (opening.get(asset) ?? 0n) + units);
          };
          const priceNow = (asset: Asset) => dollarPrice(prices[asset]);
          for (const [step, isToday] of actions) {
            const at = isToday ? today : yesterday;
            const usd = balance.get('USD') ?? 0n;
            if (step.type === 'deposit' || step.type === 'refund') {
              if (step.type === 'deposit') ledger.deposit('USD', decimalOf(step.cents, 2), at);
              else ledger.refundFee(decimalOf(step.cents, 2), at);
              add('USD', step.cents, isToday);
              if (isToday && step.type === 'deposit') todayNetDeposits += step.cents;
            } else if (step.type === 'withdraw') {
              if (step.cents > usd) continue;
              ledger.withdraw('USD', decimalOf(step.cents, 2), at);
              add('USD', -step.cents, isToday);
              if (isToday) todayNetDeposits -= step.cents;
            } else {
              const quantity = decimalOf(step.units, scaleOf(step.asset));
              const held = balance.get(step.asset) ?? 0n;
              const value = dollarsOf(step.asset, step.units, priceNow(step.asset));
              if (step.type === 'buy') {
                if (step.cents + step.feeCents > usd) continue;
                ledger.buy(step.asset, quantity, decimalOf(step.cents, 2), decimalOf(step.feeCents, 2), at);
                add('USD', -(step.cents + step.feeCents), isToday);
                add(step.asset, step.units, isToday);
              } else if (step.type === 'sell') {
                if (step.units > held || step.feeCents > step.cents) continue;
                ledger.sell(step.asset, quantity, decimalOf(step.cents, 2), decimalOf(step.feeCents, 2), at);
                add('USD', step.cents - step.feeCents, isToday);
                add(step.asset, -step.units, isToday);
              } else if (step.type === 'depositAsset') {
                ledger.deposit(step.asset, quantity, at);
                add(step.asset, step.units, isToday);
                if (isToday) todayNetDeposits += value;
              } else {
                if (step.units > held) continue;
                ledger.withdraw(step.asset, quantity, at);
                add(step.asset, -step.units, isToday);
                if (isToday) todayNetDeposits -= value;
              }
            }
          }
          const home = homeOf(ledger, {
            quotes: assets.map((asset) => quoteOf(asset, prices[asset], { previousClose: previousCloses[asset] })),
          });

          const valueAt = (amounts: Map<string, bigint>, priceOf: (asset: Asset) => string) =>
            [...amounts].reduce(
              (total, [asset, units]) =>
                total + (asset === 'USD' ? units : dollarsOf(asset, units, dollarPrice(priceOf(asset as Asset)))),
              0n,
            );
          const value = valueAt(balance, (asset) => prices[asset]);
          expect(cents(home.totals.value)).toBe(value);
          expect(cents(home.totals.cash_value)).toBe(balance.get('USD'));
          for (const asset of assets) {
            const position = home.positions.find((item) => item.asset === asset);
            const units = balance.get(asset) ?? 0n;
            expect(position ? parseUnits(position.quantity, scaleOf(asset)) : 0n).toBe(units);
          }
          const { totals } = home;
          expect(cents(totals.total_return.amount)).toBe(value - cents(totals.net_deposits));
          const unrealized = home.positions.reduce(
            (sum, position) => sum + cents(position.total_return?.amount ?? '0'),
            0n,
          );
          expect(cents(totals.total_return.amount)).toBe(unrealized + cents(totals.realized_return));
          const openingValue = valueAt(opening, (asset) => previousCloses[asset]);
          expect(cents(totals.today_return.amount)).toBe(value - openingValue - todayNetDeposits);
        },
      ),
    );
  });
});
