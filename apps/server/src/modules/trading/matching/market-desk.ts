import { type OpenOrder, OrderBook } from '@invest/engine';
import type { Clock } from '../../../platform/clock';
import type { Database, LockSession } from '../../../platform/db/database';
import { isRetryableTransactionFailure } from '../../../platform/db/postgres-errors';
import { inTransaction } from '../../../platform/db/transaction';
import { AppError } from '../../../platform/errors';
import type { MarketRow } from '../markets/markets.repository';
import { findLastTradePrice } from '../markets/markets.repository';
import { findLastSequence, findOpenOrdersOfMarket, type OrderRow } from '../markets/orders.repository';
import { toEngineOrder } from './engine-orders';
import { type CommandOutcome, type DeskCommand, runBatch } from './market-batch';
import type { SettledTrade } from './realtime-events';
import { createWriterMemory, type WriterMemory } from './writer-memory';

/** Advisory lock scope of "the writer of a market" (the name is the market id). */
const marketWriterLockScope = 727_401_002;

/** At most this many commands share one database transaction. */
const maxBatchSize = 256;

/** How many times a command alone is tried again when the database gave up on its transaction (a deadlock). */
const transientRetries = 3;

export interface MarketDesk {
  /**
   * Hands a command to the market's writer and resolves with its outcome once it is committed. The
   * writer runs the commands of a market in arrival order, one batch at a time: the commands that
   * arrived while the last batch was written share one database transaction (group commit), so
   * throughput does not stop at one commit per order. A refusal rejects with its AppError.
   */
  submit(market: MarketRow, command: DeskCommand): Promise<Exclude<CommandOutcome, { refusal: AppError }>>;
  close(): Promise<void>;
}

function toOpenOrder(row: OrderRow): OpenOrder {
  return {
    ...toEngineOrder(row),
    remainingQuantity: Number(row.quantityUnits - row.filledQuantityUnits),
    sequence: row.sequence,
    isTriggered: row.isTriggered,
  };
}

/** The market's book and the writer's memory, from the open orders in the database. */
async function rebuildWriter(db: Database, market: MarketRow): Promise<{ book: OrderBook; memory: WriterMemory }> {
  const open = await findOpenOrdersOfMarket(db, market.id);
  const lastTradePrice = await findLastTradePrice(db, market.id);
  const book = OrderBook.restore(
    { marketPriceBand: { basisPoints: market.priceBandBps } },
    {
      orders: open.map(toOpenOrder),
      lastTradePrice: lastTradePrice === null ? null : Number(lastTradePrice),
      sequence: await findLastSequence(db, market.id),
    },
  );
  return { book, memory: createWriterMemory(open) };
}

export interface MarketDeskDeps {
  db: Database;
  clock: Clock;
  openLockSession: () => Promise<LockSession>;
  logError: (line: string) => void;
  /** After each batch that committed: the book as it left it, and the trades it settled. */
  onSettled?: (market: MarketRow, book: OrderBook, trades: readonly SettledTrade[]) => void;
  /** After each batch's transaction, committed or rolled back: how long it took, in seconds. */
  onBatchWritten?: (seconds: number, isCommitted: boolean) => void;
}

interface Waiting {
  command: DeskCommand;
  resolve: (outcome: Exclude<CommandOutcome, { refusal: AppError }>) => void;
  reject: (error: unknown) => void;
}

/**
 * The next batch: the commands waiting, up to maxBatchSize, and an amend alone: it gives its order's
 * hold back and opens its replacement's, which must not meet fills of the same batch on that hold.
 */
function takeBatch(waiting: Waiting[]): Waiting[] {
  let count = 0;
  while (count < Math.min(waiting.length, maxBatchSize)) {
    if ((waiting[count] as Waiting).command.type === 'amend') {
      if (count === 0) count = 1;
      break;
    }
    count += 1;
  }
  return waiting.splice(0, count);
}

interface MarketLine {
  market: MarketRow;
  waiting: Waiting[];
  draining: Promise<void> | null;
}

/**
 * The one writer of each market this process serves (ARCHITECTURE.md): the book in memory is a
 * cache of the open orders in the database, and a market is matched only by the process holding
 * its advisory lock (on PGlite the one process holds them all). A batch that fails may have left
 * the book ahead of the database (its transaction rolled back): the book is rebuilt from the
 * database, and the batch's commands are run again one by one, so a command that cannot be written
 * fails alone.
 */
export function createMarketDesk(deps: MarketDeskDeps): MarketDesk {
  const writers = new Map<string, { book: OrderBook; memory: WriterMemory }>();
  const claimed = new Set<string>();
  const lines = new Map<string, MarketLine>();
  let session: Promise<LockSession> | null = null;

  async function claim(market: MarketRow): Promise<void> {
    if (claimed.has(market.id)) return;
    session ??= deps.openLockSession();
    if (!(await (await session).tryLock(marketWriterLockScope, market.id))) {
      throw new AppError('SERVICE_UNAVAILABLE', `${market.symbol} is served by another trading process`);
    }
    claimed.add(market.id);
  }

  async function writerOf(market: MarketRow): Promise<{ book: OrderBook; memory: WriterMemory }> {
    await claim(market);
    let writer = writers.get(market.id);
    if (!writer) {
      writer = await rebuildWriter(deps.db, market);
      writers.set(market.id, writer);
    }
    return writer;
  }

  /** One transaction for the batch; then every command settled with its outcome. Throws when it did not commit. */
  async function write(market: MarketRow, batch: readonly Waiting[]): Promise<void> {
    const { book, memory } = await writerOf(market);
    const started = performance.now();
    const observe = (isCommitted: boolean) => deps.onBatchWritten?.((performance.now() - started) / 1000, isCommitted);
    let result: Awaited<ReturnType<typeof runBatch>>;
    try {
      result = await inTransaction(deps.db, (tx) =>
        runBatch(
          tx,
          { market, book, memory, now: deps.clock.now() },
          batch.map((item) => item.command),
        ),
      );
    } catch (error) {
      observe(false);
      writers.delete(market.id);
      throw error;
    }
    observe(true);
    result.outcomes.forEach((outcome, index) => {
      const item = batch[index] as Waiting;
      if ('refusal' in outcome) item.reject(outcome.refusal);
      else item.resolve(outcome);
    });
    try {
      deps.onSettled?.(market, book, result.trades);
    } catch (error) {
      deps.logError(`market feed of ${market.symbol}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** A command on its own, tried again when the database gave up on its transaction. */
  async function writeAlone(market: MarketRow, item: Waiting): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await write(market, [item]);
        return;
      } catch (error) {
        if (attempt >= transientRetries || !isRetryableTransactionFailure(error)) {
          item.reject(error);
          return;
        }
      }
    }
  }

  async function drain(line: MarketLine): Promise<void> {
    while (line.waiting.length > 0) {
      const batch = takeBatch(line.waiting);
      try {
        await write(line.market, batch);
      } catch {
        for (const item of batch) await writeAlone(line.market, item);
      }
    }
    line.draining = null;
  }

  return {
    submit(market, command) {
      return new Promise((resolve, reject) => {
        let line = lines.get(market.id);
        if (!line) {
          line = { market, waiting: [], draining: null };
          lines.set(market.id, line);
        }
        line.market = market;
        line.waiting.push({ command, resolve, reject });
        if (!line.draining) {
          const started = line;
          started.draining = Promise.resolve().then(() => drain(started));
        }
      });
    },
    async close() {
      await Promise.allSettled([...lines.values()].map((line) => line.draining));
      if (session) await (await session).close();
      session = null;
      writers.clear();
      claimed.clear();
      lines.clear();
    },
  };
}
