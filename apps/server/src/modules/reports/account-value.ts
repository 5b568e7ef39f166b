import type { AccountValuePoint, AccountValueRange } from '@invest/contracts';
import { formatUnits, mulDivRound, scaleOf } from '@invest/money';

/** The currency the account is valued in, and its scale. */
export const valuationCurrency = 'USD';
const valuationScale = scaleOf(valuationCurrency);

/**
 * Assets counted one for one in US dollars: the dollar itself and USDC, the dollar stablecoin the
 * platform redeems at par (a price from its own market would follow thin trading, not redemption).
 */
const parAssets = new Set(['USD', 'USDC']);

const daysOfRange: Record<AccountValueRange, number> = { '1W': 7, '1M': 30, '3M': 91, '6M': 182, '1Y': 365 };
const dayMs = 86_400_000;

/** A price in units of 10^-scale dollars per whole unit of an asset. */
export interface Price {
  units: bigint;
  scale: number;
}

/** What the valuation reads: opening amounts and prices, then each day's changes and closes. */
export interface ValuationInput {
  days: string[];
  openingBalances: Map<string, bigint>;
  balanceChanges: { asset: string; day: string; amountUnits: bigint }[];
  openingPrices: Map<string, Price>;
  closes: { asset: string; day: string; price: Price }[];
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

/** The dollar value of `units` base units of `asset` at `price`, rounded half up to the cent. */
function dollarsOf(asset: string, units: bigint, price: Price): bigint {
  return mulDivRound(
    units * price.units,
    10n ** BigInt(valuationScale),
    10n ** BigInt(scaleOf(asset) + price.scale),
    'half-up',
  );
}

function groupByDay<Item extends { day: string }>(items: Item[]): Map<string, Item[]> {
  const byDay = new Map<string, Item[]>();
  for (const item of items) byDay.set(item.day, [...(byDay.get(item.day) ?? []), item]);
  return byDay;
}

/**
 * The account's value at the end of each day: every asset held, at its last price known by then.
 * An asset without a price yet adds nothing that day; the ones still without one at the end are
 * named in `unpriced`. No points when nothing was ever held.
 */
export function valueByDay(input: ValuationInput): { points: AccountValuePoint[]; unpriced: string[] } {
  const held = new Map(input.openingBalances);
  const prices = new Map(input.openingPrices);
  for (const asset of parAssets) prices.set(asset, { units: 1n, scale: 0 });
  const changesByDay = groupByDay(input.balanceChanges);
  const closesByDay = groupByDay(input.closes);
  const everHeld = new Set(held.keys());
  const points = input.days.map((day) => {
    for (const change of changesByDay.get(day) ?? []) {
      held.set(change.asset, (held.get(change.asset) ?? 0n) + change.amountUnits);
      everHeld.add(change.asset);
    }
    for (const close of closesByDay.get(day) ?? []) prices.set(close.asset, close.price);
    let total = 0n;
    for (const [asset, units] of held) {
      const price = prices.get(asset);
      if (price) total += dollarsOf(asset, units, price);
    }
    return { date: day, value: formatUnits(total, valuationScale) };
  });
  if (everHeld.size === 0) return { points: [], unpriced: [] };
  return { points, unpriced: [...everHeld].filter((asset) => !prices.has(asset)).sort() };
}
