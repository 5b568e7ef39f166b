import type { AccountValuePoint, AccountValueRange } from '@invest/contracts';
import { formatUnits } from '@invest/money';
import { dollarsOf, isCash, type Price, parPrice, valuationScale } from './valuation';

const daysOfRange: Record<AccountValueRange, number> = { '1W': 7, '1M': 30, '3M': 91, '6M': 182, '1Y': 365 };
const dayMs = 86_400_000;

/** What the valuation reads: opening amounts and prices, then each day's changes and closes. */
export interface ValuationInput {
  days: string[];
  openingBalances: Map<string, bigint>;
  balanceChanges: { asset: string; day: string; amountUnits: bigint }[];
  openingPrices: Map<string, Price>;
  closes: { asset: string; day: string; price: Price }[];
  /** Dollar cents deposited less withdrawn on each UTC day, every day the account has seen. */
  netDepositsByDay: ReadonlyMap<string, bigint>;
}

/** The UTC days of a range ending on `now`'s day, oldest first, and the instant the first begins. */
export function daysOf(range: AccountValueRange, now: Date): { days: string[]; from: Date } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const count = daysOfRange[range];
  const days = Array.from({ length: count }, (_, index) =>
    new Date(today - (count - 1 - index) * dayMs).toISOString().slice(0, 10),
  );
  return { days, from: new Date(today - (count - 1) * dayMs) };
}

function groupByDay<Item extends { day: string }>(items: Item[]): Map<string, Item[]> {
  const byDay = new Map<string, Item[]>();
  for (const item of items) byDay.set(item.day, [...(byDay.get(item.day) ?? []), item]);
  return byDay;
}

/** The account's value at the end of one day, and its net deposits by then, in dollar cents. */
export interface ValuePoint {
  date: string;
  valueUnits: bigint;
  netDepositUnits: bigint;
}

/**
 * The account's value at the end of each day: every asset held, at its last price known by then,
 * beside its net deposits by then. An asset without a price yet adds nothing that day; the ones still
 * without one at the end are named in `unpriced`. No points when nothing was ever held.
 */
export function valueUnitsByDay(input: ValuationInput): { points: ValuePoint[]; unpriced: string[] } {
  const held = new Map(input.openingBalances);
  const prices = new Map(input.openingPrices);
  const [firstDay = ''] = input.days;
  let netDeposits = [...input.netDepositsByDay]
    .filter(([day]) => day < firstDay)
    .reduce((total, [, units]) => total + units, 0n);
  const changesByDay = groupByDay(input.balanceChanges);
  const closesByDay = groupByDay(input.closes);
  const everHeld = new Set(held.keys());
  const points = input.days.map((day) => {
    for (const change of changesByDay.get(day) ?? []) {
      held.set(change.asset, (held.get(change.asset) ?? 0n) + change.amountUnits);
      everHeld.add(change.asset);
    }
    for (const close of closesByDay.get(day) ?? []) prices.set(close.asset, close.price);
    netDeposits += input.netDepositsByDay.get(day) ?? 0n;
    let total = 0n;
    for (const [asset, units] of held) {
      const price = isCash(asset) ? parPrice : prices.get(asset);
      if (price) total += dollarsOf(asset, units, price);
    }
    return { date: day, valueUnits: total, netDepositUnits: netDeposits };
  });
  if (everHeld.size === 0) return { points: [], unpriced: [] };
  const unpriced = [...everHeld].filter((asset) => !isCash(asset) && !prices.has(asset));
  return { points, unpriced: unpriced.sort() };
}

/** A value point as the wire shows it. */
export const toAccountValuePoint = (point: ValuePoint): AccountValuePoint => ({
  date: point.date,
  value: formatUnits(point.valueUnits, valuationScale),
  net_deposits: formatUnits(point.netDepositUnits, valuationScale),
});
