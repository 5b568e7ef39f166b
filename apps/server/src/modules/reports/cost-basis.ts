import { mulDivRound } from '@invest/money';
import { dollarsOf, isCash, type Price, parPrice } from './valuation';

/** One ledger transaction as the investor's holdings saw it (ledger's findLedgerActivity). */
export interface Activity {
  kind: string;
  createdAt: Date;
  changes: readonly { asset: string; amountUnits: bigint }[];
}

/** What one asset that is not cash went through: quantity, average cost, and today's flows. */
export interface Holding {
  asset: string;
  quantityUnits: bigint;
  /** Dollar cents: the average cost of the quantity held. */
  costUnits: bigint;
  /** Dollar cents: what disposals brought in over the average cost they took away. */
  realizedUnits: bigint;
  /** The quantity when the day began. */
  openingQuantityUnits: bigint;
  /** Dollar cents put into the asset today: buys with their fees, and what came in at its value. */
  todayCostInUnits: bigint;
  /** Dollar cents taken out of it today: sells' proceeds after fees, and what went out at its value. */
  todayProceedsUnits: bigint;
}

/** The replay of an investor's ledger activity: holdings, cash, and what they put in and took out. */
export interface Replay {
  holdings: Map<string, Holding>;
  /** Base units per cash asset. */
  cash: Map<string, bigint>;
  /** Dollar cents deposited less withdrawn, each at its value on its day. */
  netDepositUnits: bigint;
  /** Dollar cents of net deposits per UTC day (YYYY-MM-DD), days without any absent. */
  netDepositsByDay: Map<string, bigint>;
  /** Dollar cents deposited today (withdrawals not taken off): what today's return was made on, with the day's opening value. */
  todayDepositUnits: bigint;
  /** Dollar cents of returns that belong to no holding (fee refunds, fees of a trade with oneself). */
  otherRealizedUnits: bigint;
  todayOtherRealizedUnits: bigint;
}

/** What the replay needs of prices: an asset's price on a day, for what came in or went out that day. */
export type PriceOn = (asset: string, day: string) => Price | null;

/**
 * Ledger kinds that are purchases or sales (a trade between investors, shares bought in an
 * offering), and kinds that are returns rather than deposits.
 */
const tradeKinds = new Set(['trade', 'offering.settlement']);
const returnKinds = new Set(['fee.discount']);

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

class LedgerReplay {
  readonly result: Replay = {
    holdings: new Map(),
    cash: new Map(),
    netDepositUnits: 0n,
    netDepositsByDay: new Map(),
    todayDepositUnits: 0n,
    otherRealizedUnits: 0n,
    todayOtherRealizedUnits: 0n,
  };
  private isToday = false;
  private day = '';

  constructor(
    private readonly dayStart: Date,
    private readonly priceOn: PriceOn,
  ) {}

  apply(activity: Activity): void {
    this.isToday = activity.createdAt >= this.dayStart;
    this.day = dayOf(activity.createdAt);
    for (const { asset, amountUnits } of activity.changes) {
      if (isCash(asset)) this.result.cash.set(asset, (this.result.cash.get(asset) ?? 0n) + amountUnits);
    }
    if (tradeKinds.has(activity.kind)) this.trade(activity.changes);
    else if (returnKinds.has(activity.kind)) this.gain(activity.changes);
    else this.transfer(activity.changes);
  }

  private valueOf(asset: string, units: bigint): bigint {
    const price = isCash(asset) ? parPrice : this.priceOn(asset, this.day);
    return price ? dollarsOf(asset, units, price) : 0n;
  }

  private holdingOf(asset: string): Holding {
    let holding = this.result.holdings.get(asset);
    if (!holding) {
      holding = {
        asset,
        quantityUnits: 0n,
        costUnits: 0n,
        realizedUnits: 0n,
        openingQuantityUnits: 0n,
        todayCostInUnits: 0n,
        todayProceedsUnits: 0n,
      };
      this.result.holdings.set(asset, holding);
    }
    return holding;
  }

  /** `units` more of an asset for `cost` cents. */
  private acquire(asset: string, units: bigint, cost: bigint): void {
    const holding = this.holdingOf(asset);
    if (!this.isToday) holding.openingQuantityUnits += units;
    else holding.todayCostInUnits += cost;
    holding.quantityUnits += units;
    holding.costUnits += cost;
  }

  /** `units` less of an asset for `proceeds` cents: the average cost of what left goes with it. */
  private dispose(asset: string, units: bigint, proceeds: bigint): void {
    const holding = this.holdingOf(asset);
    const removed =
      holding.quantityUnits <= 0n
        ? 0n
        : units >= holding.quantityUnits
          ? holding.costUnits
          : mulDivRound(holding.costUnits, units, holding.quantityUnits, 'half-up');
    if (!this.isToday) holding.openingQuantityUnits -= units;
    else holding.todayProceedsUnits += proceeds;
    holding.quantityUnits -= units;
    holding.costUnits -= removed;
    holding.realizedUnits += proceeds - removed;
  }

  /** Moves a non-cash change in or out at `value` cents. */
  private move(asset: string, amountUnits: bigint, value: bigint): void {
    if (amountUnits > 0n) this.acquire(asset, amountUnits, value);
    else this.dispose(asset, -amountUnits, value);
  }

  private realize(units: bigint): void {
    this.result.otherRealizedUnits += units;
    if (this.isToday) this.result.todayOtherRealizedUnits += units;
  }

  /**
   * A trade: its cash leg (what was paid or received, fees included) is the cost of what was bought
   * or the proceeds of what was sold. A trade of two assets that are not cash values each at its
   * price of the day, the difference from the cash leg being a gain or loss of its own.
   */
  private trade(changes: Activity['changes']): void {
    const cashLeg = changes
      .filter((change) => isCash(change.asset))
      .reduce((sum, change) => sum + this.valueOf(change.asset, change.amountUnits), 0n);
    const others = changes.filter((change) => !isCash(change.asset));
    const [only] = others;
    if (only && others.length === 1) {
      this.move(only.asset, only.amountUnits, only.amountUnits > 0n ? -cashLeg : cashLeg);
      return;
    }
    let rest = cashLeg;
    for (const change of others) {
      const value = this.valueOf(change.asset, change.amountUnits < 0n ? -change.amountUnits : change.amountUnits);
      this.move(change.asset, change.amountUnits, value);
      rest += change.amountUnits > 0n ? value : -value;
    }
    this.realize(rest);
  }

  /** A refund or award: a gain, and what came in that is not cash costs its value. */
  private gain(changes: Activity['changes']): void {
    for (const change of changes) {
      const value = this.valueOf(change.asset, change.amountUnits);
      if (!isCash(change.asset)) this.move(change.asset, change.amountUnits, value < 0n ? -value : value);
      this.realize(value);
    }
  }

  /** A deposit or withdrawal: not a return, so it adds to or takes from net deposits at its value. */
  private transfer(changes: Activity['changes']): void {
    for (const change of changes) {
      const value = this.valueOf(change.asset, change.amountUnits);
      if (!isCash(change.asset)) this.move(change.asset, change.amountUnits, value < 0n ? -value : value);
      this.result.netDepositUnits += value;
      this.result.netDepositsByDay.set(this.day, (this.result.netDepositsByDay.get(this.day) ?? 0n) + value);
      if (this.isToday && value > 0n) this.result.todayDepositUnits += value;
    }
  }
}

/**
 * Replays an investor's ledger activity, oldest first: each holding's quantity and average cost
 * (buys add their cost and fee, sells take away the average cost pro rata and keep the difference as
 * realized), and deposits and withdrawals kept apart as net deposits. `dayStart` begins today (UTC).
 */
export function replayActivity(activities: readonly Activity[], dayStart: Date, priceOn: PriceOn): Replay {
  const replay = new LedgerReplay(dayStart, priceOn);
  for (const activity of activities) replay.apply(activity);
  return replay.result;
}

/** Dollar cents of every return realized in the replay: what disposals made over cost, and the returns of no holding. */
export function realizedUnitsOf(replay: Replay): bigint {
  let total = replay.otherRealizedUnits;
  for (const holding of replay.holdings.values()) total += holding.realizedUnits;
  return total;
}
