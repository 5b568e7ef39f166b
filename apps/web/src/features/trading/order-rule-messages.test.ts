import { checkOrderNumbers, orderStepsOf } from '@invest/contracts/order-rules';
import { describe, expect, it } from 'vitest';
import { describeOrderRuleProblem } from './order-rule-messages';
import { makeCoinMarket, tradingTexts } from './trading.test-factories';

const t = tradingTexts();
const steps = orderStepsOf(makeCoinMarket());

/** What the order form says of an order's numbers, by the trading host's own rules. */
function problemsOf(order: Parameters<typeof checkOrderNumbers>[1]): string[] {
  const checked = checkOrderNumbers(steps, order);
  return 'problems' in checked ? checked.problems.map((problem) => describeOrderRuleProblem(t, problem)) : [];
}

describe('the order form’s words for the host’s rules', () => {
  it('names the lot size of a quantity below it, and the tick of a price off it', () => {
    expect(problemsOf({ Price: '61000.5', Quantity: '0.001' })).toEqual([
      'Use a multiple of the tick size, 1.00 USD.',
      'Use a multiple of the lot size, 0.0100 BTC.',
    ]);
  });

  it('says how many decimals an amount takes, in the plural or not', () => {
    expect(problemsOf({ Amount: '10.001' })).toEqual(['Use at most 2 decimal places.']);
    expect(problemsOf({ Price: '0', Quantity: '999999999999' })).toEqual([
      'Enter more than zero.',
      'This is too large.',
    ]);
  });

  it('finds nothing to say of an order the host takes', () => {
    expect(problemsOf({ Price: '61000', Quantity: '0.02' })).toEqual([]);
    expect(problemsOf({ SellAll: true })).toEqual([]);
  });
});
