import { formatUnits } from '@invest/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app';
import { expectMarketAccountedFor } from '../trading.test-accounting';
import { bitcoinLikeMarket, tradingScenario } from '../trading.test-factories';

const t = useTestApp();
const trading = tradingScenario(t);

/** What one of four investors does: a buy or sell in whole lots, or a sell of everything at market or at a limit. */
const actionArbitrary = fc.record({
  trader: fc.integer({ min: 0, max: 3 }),
  kind: fc.constantFrom('buy', 'sell', 'sell-all-market', 'sell-all-limit'),
  /** Dollars around 60,000. */
  price: fc.integer({ min: 59_990, max: 60_010 }),
  lots: fc.integer({ min: 1, max: 3 }),
});

/** Odd positions of the base asset, below and above the lot size, in base units (satoshis). */
const positionArbitrary = fc.bigInt({ min: 1n, max: 4_000_000n });

describe('matching and settling sells of whole positions', () => {
  it('keeps every order accounted for by its fills and every balance by the ledger, whatever the odd quantities', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(positionArbitrary, { minLength: 4, maxLength: 4 }),
        fc.array(actionArbitrary, { minLength: 4, maxLength: 10 }),
        async (positions, actions) => {
          const market = await trading.market(bitcoinLikeMarket);
          const base = market.baseAsset;
          const starting = positions.map((units) => ({ USD: '1000', [base]: formatUnits(units, 8) }));
          const traders = await Promise.all(starting.map((balances) => trading.trader(balances)));
          for (const action of actions) {
            const trader = traders[action.trader] as (typeof traders)[number];
            const order = { ShareName: market.symbol, Price: String(action.price), TimeInForce: 1 };
            const quantity = formatUnits(BigInt(action.lots) * market.lot, 8);
            const body =
              action.kind === 'buy'
                ? { ...order, Side: 1, OrderType: 2, Quantity: quantity }
                : action.kind === 'sell'
                  ? { ...order, Side: 2, OrderType: 2, Quantity: quantity }
                  : action.kind === 'sell-all-limit'
                    ? { ...order, Side: 2, OrderType: 2, SellAll: true }
                    : { ShareName: market.symbol, Side: 2, OrderType: 1, TimeInForce: 3, SellAll: true };
            const response = await trading.submit(trader, body);
            // Refusals a trader can meet: not enough money or base asset, or nothing to trade against.
            if (response.statusCode !== 200) expect(['TRD-6', 'TRD-4']).toContain(response.json().code);
          }
          await expectMarketAccountedFor(
            t.context.database.db,
            market,
            traders.map((trader, index) => ({ id: trader.id, starting: starting[index] as Record<string, string> })),
          );
        },
      ),
      { numRuns: 8 },
    );
  }, 180_000);
});
