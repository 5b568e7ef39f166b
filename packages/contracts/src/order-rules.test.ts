import { buyHoldOf, costOf } from '@invest/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkOrderNumbers,
  describeOrderProblem,
  orderStepsOf,
  quantityForOrderAmount,
  sellAllQuantityOf,
} from './order-rules';
import { placeOrderRequestSchema } from './trading';

/** Bitcoin to the satoshi in lots of 0.01 BTC, priced in whole dollars, fee 0.1 %. */
const bitcoin = {
  BaseAsset: 'BTC',
  QuoteAsset: 'USD',
  PriceScale: 2,
  QuantityScale: 8,
  TickSize: '1',
  LotSize: '0.01',
};
const steps = orderStepsOf(bitcoin);
const sizing = { ...steps, feePct: '0.1' };

describe('the rules of an order’s numbers', () => {
  it('reads a price on the tick and a quantity in whole lots as the market’s units', () => {
    expect(checkOrderNumbers(steps, { Price: '61140', Quantity: '0.02' })).toEqual({
      units: { price: 6_114_000n, stopPrice: null, size: { quantity: 2_000_000n } },
    });
  });

  it('refuses a quantity below the lot size and says what the lot is', () => {
    const checked = checkOrderNumbers(steps, { Quantity: '0.001' });
    expect(checked).toEqual({
      problems: [{ field: 'Quantity', rule: 'off-step', step: '0.01', asset: 'BTC' }],
    });
    if ('problems' in checked) {
      expect(describeOrderProblem(checked.problems[0] as (typeof checked.problems)[0])).toBe(
        "Quantity must be a multiple of 0.01 BTC, the market's lot size",
      );
    }
  });

  it('refuses a price off the tick, finer than the scale, zero or too large, each on its field', () => {
    expect(checkOrderNumbers(steps, { Price: '61140.5', StopPrice: '0', Quantity: '1.000000001' })).toEqual({
      problems: [
        { field: 'Price', rule: 'off-step', step: '1', asset: 'USD' },
        { field: 'StopPrice', rule: 'not-positive' },
        { field: 'Quantity', rule: 'too-many-decimals', decimals: 8 },
      ],
    });
    expect(checkOrderNumbers(steps, { Quantity: '999999999999' })).toEqual({
      problems: [{ field: 'Quantity', rule: 'too-large' }],
    });
    expect(checkOrderNumbers(steps, { Amount: '-5' })).toEqual({
      problems: [{ field: 'Amount', rule: 'not-positive' }],
    });
    expect(checkOrderNumbers(steps, { Amount: '10.001' })).toEqual({
      problems: [{ field: 'Amount', rule: 'too-many-decimals', decimals: 2 }],
    });
  });

  it('sizes an order by an amount in cents or by the whole position', () => {
    expect(checkOrderNumbers(steps, { Amount: '700' })).toEqual({
      units: { price: null, stopPrice: null, size: { amount: 70_000n } },
    });
    expect(checkOrderNumbers(steps, { SellAll: true })).toEqual({
      units: { price: null, stopPrice: null, size: { all: true } },
    });
  });
});

describe('the place-order contract', () => {
  const order = { ShareName: 'BTC-USD', Side: 2, OrderType: 1 };
  const errorsOf = (body: object) => {
    const parsed = placeOrderRequestSchema.safeParse(body);
    return parsed.success ? null : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('takes exactly one of a quantity, an amount or a sell of everything', () => {
    expect(errorsOf({ ...order, Quantity: '0.01' })).toBeNull();
    expect(errorsOf({ ...order, Amount: '50' })).toBeNull();
    expect(errorsOf({ ...order, SellAll: true })).toBeNull();
    expect(errorsOf(order)).toEqual([['Quantity', 'Give one of Quantity, Amount or SellAll']]);
    expect(errorsOf({ ...order, Quantity: '0.01', SellAll: true })).toEqual([
      ['SellAll', 'Give one of Quantity, Amount or SellAll'],
    ]);
  });

  it('sells everything only on a sell, and only when asked with true', () => {
    expect(errorsOf({ ...order, Side: 1, SellAll: true })).toEqual([['SellAll', 'SellAll is for a sell order']]);
    expect(errorsOf({ ...order, SellAll: false })).toEqual([['SellAll', 'SellAll is true or absent']]);
  });

  it('asks for the prices the order type needs and refuses the others', () => {
    expect(errorsOf({ ...order, OrderType: 2, Amount: '50' })).toEqual([['Price', 'A limit order needs a Price']]);
    expect(errorsOf({ ...order, Price: '1', Amount: '50' })).toEqual([['Price', 'A market order takes no Price']]);
  });
});

describe('an amount of money as a quantity', () => {
  it('buys the whole lots whose cost and fee fit in the amount at the price', () => {
    // 0.02 BTC at 61,140 USD costs 1,222.80 USD and 1.23 USD of fee (0.1 %, rounded up to the cent).
    expect(quantityForOrderAmount(sizing, 'buy', 70_000n, 6_114_000n)).toBe(1_000_000n);
    expect(quantityForOrderAmount(sizing, 'buy', 122_403n, 6_114_000n)).toBe(2_000_000n);
    expect(quantityForOrderAmount(sizing, 'buy', 122_402n, 6_114_000n)).toBe(1_000_000n);
    expect(quantityForOrderAmount(sizing, 'sell', 122_280n, 6_114_000n)).toBe(2_000_000n);
  });

  it('comes to nothing when the amount is less than one lot', () => {
    expect(quantityForOrderAmount(sizing, 'buy', 10_000n, 6_114_000n)).toBe(0n);
  });

  it('always gives the most whole lots the amount pays for, at any price, fee and lot', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        fc.bigInt({ min: 1n, max: 10n ** 6n }),
        fc.constantFrom('0', '0.1', '0.25', '1.5', '9.9999'),
        fc.constantFrom('buy' as const, 'sell' as const),
        (amount, price, lots, feePct, side) => {
          const market = { ...sizing, lot: lots * 100n, feePct };
          const spend = (quantity: bigint) =>
            side === 'buy' ? buyHoldOf(market, price, quantity) : costOf(market, price, quantity);
          const quantity = quantityForOrderAmount(market, side, amount, price);
          expect(quantity % market.lot).toBe(0n);
          expect(spend(quantity)).toBeLessThanOrEqual(amount);
          expect(spend(quantity + market.lot)).toBeGreaterThan(amount);
        },
      ),
    );
  });
});

describe('a sell of the whole position', () => {
  it('sells every satoshi on a market to the satoshi, and the whole shares on a market of whole shares', () => {
    expect(sellAllQuantityOf({ baseAsset: 'BTC', quantityScale: 8 }, 156_250n)).toBe(156_250n);
    expect(sellAllQuantityOf({ baseAsset: 'ACME', quantityScale: 0 }, 350_000_000n)).toBe(3n);
  });
});
