import { type OpenOrder, OrderBook } from '@invest/engine';
import type { Database, LockSession } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { toEngineOrder } from './engine-orders';
import { collectTrades, type SettledTrade } from './feed-journal';
import type { MarketRow } from './markets.repository';
import { findLastTradePrice } from './markets.repository';
import { findLastSequence, findOpenOrdersOfMarket, type OrderRow } from './orders.repository';

/** Advisory lock scope of "the writer of a market" (the name is the market id). */
const marketWriterLockScope = 727_401_002;

export interface MarketDesk {
  /**
   * Runs `command` with the market's book, one command at a time per market. The first command of
   * a market claims its writer lock and rebuilds the book from the open orders in the database. A
   * command that throws may have left the book ahead of the database (its transaction rolled back):
   * the book is dropped and rebuilt from the database before the next command.
   */
  run<T>(market: MarketRow, command: (book: OrderBook) => Promise<T>): Promise<T>;
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

async function rebuildBook(db: Database, market: MarketRow): Promise<OrderBook> {
  const open = await findOpenOrdersOfMarket(db, market.id);
  const lastTradePrice = await findLastTradePrice(db, market.id);
  return OrderBook.restore(
    { marketPriceBand: { basisPoints: market.priceBandBps } },
    {
      orders: open.map(toOpenOrder),
      lastTradePrice: lastTradePrice === null ? null : Number(lastTradePrice),
      sequence: await findLastSequence(db, market.id),
    },
  );
}

export interface MarketDeskDeps {
  db: Database;
  openLockSession: () => Promise<LockSession>;
  /** After each command that succeeded (its transaction committed): the book as it left it, and the trades it settled. */
  onSettled?: (market: MarketRow, book: OrderBook, trades: readonly SettledTrade[]) => void;
}

/**
 * The one writer of each market this process serves (ARCHITECTURE.md): the book in memory is a
 * cache of the open orders in the database, and a market is matched only by the process holding
 * its advisory lock (on PGlite the one process holds them all).
 */
export function createMarketDesk(deps: MarketDeskDeps): MarketDesk {
  const books = new Map<string, OrderBook>();
  const claimed = new Set<string>();
  const queues = new Map<string, Promise<unknown>>();
  let session: Promise<LockSession> | null = null;

  async function claim(market: MarketRow): Promise<void> {
    if (claimed.has(market.id)) return;
    session ??= deps.openLockSession();
    if (!(await (await session).tryLock(marketWriterLockScope, market.id))) {
      throw new AppError('SERVICE_UNAVAILABLE', `${market.symbol} is served by another trading process`);
    }
    claimed.add(market.id);
  }

  async function runNow<T>(market: MarketRow, command: (book: OrderBook) => Promise<T>): Promise<T> {
    await claim(market);
    let book = books.get(market.id);
    if (!book) {
      book = await rebuildBook(deps.db, market);
      books.set(market.id, book);
    }
    let outcome: { result: T; trades: SettledTrade[] };
    try {
      outcome = await collectTrades(() => command(book));
    } catch (error) {
      books.delete(market.id);
      throw error;
    }
    deps.onSettled?.(market, book, outcome.trades);
    return outcome.result;
  }

  return {
    run(market, command) {
      const previous = queues.get(market.id) ?? Promise.resolve();
      const result = previous.then(() => runNow(market, command));
      const settled = result.catch(() => undefined);
      queues.set(market.id, settled);
      void settled.then(() => {
        if (queues.get(market.id) === settled) queues.delete(market.id);
      });
      return result;
    },
    async close() {
      await Promise.allSettled([...queues.values()]);
      if (session) await (await session).close();
      session = null;
      books.clear();
      claimed.clear();
    },
  };
}
