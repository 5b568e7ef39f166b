// bench/engine: commands per second and latency per command of the order matching engine
// (packages/engine) on one core, against nodejs-order-book replaying the same command stream in
// the same run. The stream is generated before any clock starts from a seeded PRNG: 50 % limit
// orders (a tenth of them priced through the spread), 30 % cancels of open orders, 10 % amends of
// open orders to a new size at a new price that does not cross (the baseline replays each as a
// cancel and a limit order with the same id and owner, which is what its own modify does, less the
// owner: modify drops it, and with it self-trade prevention), 10 %
// market orders, from 1,000 owners with self-trade prevention on in both engines, sized to hold about
// 1,000 resting orders over about 750 price levels. Throughput is one clock around a whole replay
// on a fresh book, the best of 3 passes that alternate between the engines (other processes on the
// machine slow single passes); latency is process.hrtime.bigint() around every single command in
// one more replay (so it includes about 0.04 us of timer cost). Both books must end identical.
// Prints one JSON line. BENCH_COMMANDS and BENCH_SEED change the stream.
import {
  OrderBook as BaselineBook,
  Side as BaselineSide,
  type LimitOrderOptions,
  type MarketOrderOptions,
  SelfTradePreventionMode,
} from 'nodejs-order-book';
import {
  type AmendOrder,
  type EngineEvent,
  type OpenOrder,
  OrderBook,
  OrderType,
  type PlaceOrder,
  Side,
  TimeInForce,
} from '../packages/engine/src/index';

const commandCount = Number(process.env.BENCH_COMMANDS ?? 1_000_000);
const seed = Number(process.env.BENCH_SEED ?? 20_250_101);
const targetRestingOrders = 1_000;
const middlePrice = 100_000;
const priceReach = 1_300;
const ownerCount = 1_000;
const warmUpCommands = 200_000;
const sampleEvery = 1_000;
const throughputPasses = 3;
const config = { marketPriceBand: { basisPoints: 1_000 } };

type Command =
  | { readonly kind: 'place'; readonly order: PlaceOrder }
  | { readonly kind: 'cancel'; readonly orderId: string }
  | { readonly kind: 'amend'; readonly orderId: string; readonly amend: AmendOrder };
type BaselineCommand =
  | { readonly kind: 'limit'; readonly order: LimitOrderOptions }
  | { readonly kind: 'market'; readonly order: MarketOrderOptions }
  | { readonly kind: 'cancel'; readonly orderId: string }
  | { readonly kind: 'replace'; readonly order: LimitOrderOptions };

const toBaselineSide = (side: Side) => (side === Side.Sell ? BaselineSide.SELL : BaselineSide.BUY);

/** mulberry32: a small, fast PRNG whose stream is fixed by its seed. */
function createRandom(initial: number): () => number {
  let state = initial >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), state | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The ids of the orders resting in a book, kept up to date from its events, to pick one at random. */
function createOpenOrderTracker(book: OrderBook) {
  const openIds: string[] = [];
  const indexById = new Map<string, number>();
  const close = (orderId: string) => {
    const index = indexById.get(orderId);
    if (index === undefined) return;
    const last = openIds.pop() as string;
    if (index < openIds.length) {
      openIds[index] = last;
      indexById.set(last, index);
    }
    indexById.delete(orderId);
  };
  return {
    get count() {
      return openIds.length;
    },
    pick: (random: () => number) => openIds[Math.floor(random() * openIds.length)] ?? 'none-open',
    follow(events: readonly EngineEvent[]) {
      for (const event of events) {
        if (event.type === 'accepted' && book.findOrder(event.orderId) !== null) {
          indexById.set(event.orderId, openIds.length);
          openIds.push(event.orderId);
        } else if (event.type === 'cancelled' || event.type === 'replaced') close(event.orderId);
        else if (event.type === 'trade' && event.makerRemainingQuantity === 0) close(event.makerOrderId);
      }
    },
  };
}

/**
 * The command stream, and the same stream for the baseline. A book of our engine follows the
 * stream as it is made, only to pick open orders to cancel and to size market orders: each grows
 * by 2 units for every resting order above `targetRestingOrders`, so the book stays near it.
 */
function generateWorkload() {
  const random = createRandom(seed);
  const integer = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const owners = Array.from({ length: ownerCount }, (_, index) => `owner-${index}`);
  const book = new OrderBook(config);
  const open = createOpenOrderTracker(book);
  const commands: Command[] = [];
  const baseline: BaselineCommand[] = [];
  const samples: { orders: number; levels: number }[] = [];
  const stp = SelfTradePreventionMode.EXPIRE_MAKER;
  /** An amended order keeps its id in the baseline and takes a new one here. */
  const baselineIds = new Map<string, string>();
  const baselineIdOf = (orderId: string) => baselineIds.get(orderId) ?? orderId;
  for (let index = 0; index < commandCount; index += 1) {
    const roll = random();
    const side = random() < 0.5 ? Side.Buy : Side.Sell;
    const baselineSide = toBaselineSide(side);
    const owner = owners[integer(0, ownerCount - 1)] as string;
    const id = `o${index}`;
    if (roll < 0.3) {
      const orderId = open.pick(random);
      commands.push({ kind: 'cancel', orderId });
      baseline.push({ kind: 'cancel', orderId: baselineIdOf(orderId) });
    } else if (roll < 0.4 && open.count > 0) {
      const orderId = open.pick(random);
      const order = book.findOrder(orderId) as OpenOrder;
      const distance = integer(1, priceReach);
      const price =
        order.side === Side.Sell
          ? Math.max(middlePrice + distance, (book.bestBid() ?? 0) + 1)
          : Math.min(middlePrice - distance, (book.bestAsk() ?? Number.MAX_SAFE_INTEGER) - 1);
      const quantity = integer(1, 100);
      commands.push({ kind: 'amend', orderId, amend: { replacementId: id, quantity, price } });
      const replacement = { id: baselineIdOf(orderId), price, size: quantity, accountId: order.owner, stpMode: stp };
      baseline.push({ kind: 'replace', order: { ...replacement, side: toBaselineSide(order.side) } });
      baselineIds.set(id, baselineIdOf(orderId));
    } else if (roll < 0.5) {
      const quantity = integer(1, 100) + Math.min(Math.max(0, open.count - targetRestingOrders), 400) * 2;
      const type = OrderType.Market;
      commands.push({
        kind: 'place',
        order: { id, owner, side, type, timeInForce: TimeInForce.ImmediateOrCancel, quantity },
      });
      baseline.push({ kind: 'market', order: { side: baselineSide, size: quantity, accountId: owner, stpMode: stp } });
    } else {
      const crossing = side === Side.Buy ? book.bestAsk() : book.bestBid();
      const distance = integer(1, priceReach);
      const passivePrice = side === Side.Buy ? middlePrice - distance : middlePrice + distance;
      const throughPrice = side === Side.Buy ? (crossing ?? 0) + integer(0, 3) : (crossing ?? 0) - integer(0, 3);
      const price = crossing !== null && random() < 0.1 ? throughPrice : passivePrice;
      const quantity = integer(1, 100);
      const type = OrderType.Limit;
      const timeInForce = TimeInForce.GoodTillCancel;
      commands.push({ kind: 'place', order: { id, owner, side, type, timeInForce, quantity, price } });
      baseline.push({
        kind: 'limit',
        order: { id, side: baselineSide, size: quantity, price, accountId: owner, stpMode: stp },
      });
    }
    open.follow(run(book, commands[index] as Command));
    if (index % sampleEvery === 0) {
      const depth = book.depth(Number.MAX_SAFE_INTEGER);
      samples.push({ orders: open.count, levels: depth.bids.length + depth.asks.length });
    }
  }
  const mean = (values: number[]) => Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);
  return {
    commands,
    baseline,
    meanRestingOrders: mean(samples.map((sample) => sample.orders)),
    meanPriceLevels: mean(samples.map((sample) => sample.levels)),
  };
}

function run(book: OrderBook, command: Command) {
  switch (command.kind) {
    case 'place':
      return book.place(command.order);
    case 'cancel':
      return book.cancel(command.orderId);
    case 'amend':
      return book.amend(command.orderId, command.amend);
  }
}

function runBaseline(book: BaselineBook, command: BaselineCommand): unknown {
  switch (command.kind) {
    case 'limit':
      return book.limit(command.order);
    case 'market':
      return book.market(command.order);
    case 'cancel':
      return book.cancel(command.orderId);
    case 'replace':
      book.cancel(command.order.id);
      return book.limit(command.order);
  }
}

function replay(commands: readonly Command[], count = commands.length): { book: OrderBook; seconds: number } {
  const book = new OrderBook(config);
  let events = 0;
  const start = process.hrtime.bigint();
  for (let index = 0; index < count; index += 1) events += run(book, commands[index] as Command).length;
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (events < count) throw new Error('every command answers with at least one event');
  return { book, seconds };
}

function replayBaseline(commands: readonly BaselineCommand[], count = commands.length) {
  const book = new BaselineBook();
  const start = process.hrtime.bigint();
  for (let index = 0; index < count; index += 1) runBaseline(book, commands[index] as BaselineCommand);
  return { book, seconds: Number(process.hrtime.bigint() - start) / 1e9 };
}

/** Nanoseconds of each command, sorted. */
function measureLatencies(commands: readonly Command[]): Float64Array {
  const book = new OrderBook(config);
  const nanoseconds = new Float64Array(commands.length);
  for (let index = 0; index < commands.length; index += 1) {
    const command = commands[index] as Command;
    const start = process.hrtime.bigint();
    run(book, command);
    nanoseconds[index] = Number(process.hrtime.bigint() - start);
  }
  return nanoseconds.sort();
}

function percentileMicroseconds(sorted: Float64Array, fraction: number): number {
  const nanoseconds = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
  return Math.round(nanoseconds / 10) / 100;
}

/** Both books must hold the same price levels with the same quantities after the same stream. */
function assertSameBooks(ours: OrderBook, theirs: BaselineBook): void {
  const [asks, bids] = theirs.depth();
  const depth = ours.depth(Number.MAX_SAFE_INTEGER);
  const same = (levels: readonly { price: number; quantity: number }[], expected: [number, number][]) =>
    JSON.stringify(levels.map((level) => [level.price, level.quantity])) === JSON.stringify(expected);
  if (!same(depth.asks, asks) || !same(depth.bids, bids)) {
    throw new Error('the engine and the baseline disagree on the book after the same commands');
  }
}

const workload = generateWorkload();
replay(workload.commands, warmUpCommands);
replayBaseline(workload.baseline, warmUpCommands);

let ours = replay(workload.commands);
let theirs = replayBaseline(workload.baseline);
assertSameBooks(ours.book, theirs.book);
for (let pass = 1; pass < throughputPasses; pass += 1) {
  const next = replay(workload.commands);
  if (next.seconds < ours.seconds) ours = next;
  const nextBaseline = replayBaseline(workload.baseline);
  if (nextBaseline.seconds < theirs.seconds) theirs = nextBaseline;
}
const latencies = measureLatencies(workload.commands);

const opsPerSec = Math.round(commandCount / ours.seconds);
const baselineOpsPerSec = Math.round(commandCount / theirs.seconds);
console.log(
  JSON.stringify({
    bench: 'engine',
    commands: commandCount,
    opsPerSec,
    p50Us: percentileMicroseconds(latencies, 0.5),
    p99Us: percentileMicroseconds(latencies, 0.99),
    p999Us: percentileMicroseconds(latencies, 0.999),
    baselineOpsPerSec,
    ratio: Math.round((opsPerSec / baselineOpsPerSec) * 100) / 100,
    targets: { opsPerSec: 1_000_000, ratio: 5, p999Us: 50 },
    workload: { meanRestingOrders: workload.meanRestingOrders, meanPriceLevels: workload.meanPriceLevels },
  }),
);
