import type { AllocationSlice, Portfolio } from '@invest/contracts';
import { formatUnits, parseUnits } from '@invest/money';
import { percentOf, valuationScale } from '../valuation';

const centsOf = (dollars: string) => parseUnits(dollars, valuationScale, { allowNegative: true });

/**
 * The portfolio's value in slices: each position with a price and a value above zero, and all cash
 * as one slice, largest first (then by asset), each with its percent of the value.
 */
export function allocationOf(portfolio: Portfolio): AllocationSlice[] {
  const slices = portfolio.positions.flatMap((position) =>
    position.market_value === null
      ? []
      : [{ asset: position.asset, name: position.name, units: centsOf(position.market_value) }],
  );
  slices.push({ asset: 'cash', name: 'Cash', units: centsOf(portfolio.totals.cash_value) });
  const held = slices.filter((slice) => slice.units > 0n);
  const total = held.reduce((sum, slice) => sum + slice.units, 0n);
  return held
    .sort((a, b) => (a.units === b.units ? a.asset.localeCompare(b.asset) : a.units > b.units ? -1 : 1))
    .map((slice) => {
      const percent = percentOf(slice.units, total);
      return {
        asset: slice.asset,
        name: slice.name,
        value: formatUnits(slice.units, valuationScale),
        percent: percent === null ? null : formatUnits(percent, 2),
      };
    });
}

/** What the positions with a price are worth over their cost basis, in dollars. */
export function unrealizedOf(portfolio: Portfolio): string {
  const total = portfolio.positions.reduce(
    (sum, position) => sum + (position.total_return ? centsOf(position.total_return.amount) : 0n),
    0n,
  );
  return formatUnits(total, valuationScale);
}
