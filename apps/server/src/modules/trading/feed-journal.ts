import { AsyncLocalStorage } from 'node:async_hooks';

/** A fill as the market feed announces it, once its transaction has committed. */
export interface SettledTrade {
  id: string;
  priceUnits: bigint;
  quantityUnits: bigint;
  takerSide: 1 | 2;
  createdAt: Date;
}

/**
 * The trades settled by the market desk's current command. Settlement records them inside the
 * command's transaction; the desk hands them to the feed only when the command has succeeded, so a
 * rolled-back fill is never announced.
 */
const journal = new AsyncLocalStorage<SettledTrade[]>();

export async function collectTrades<T>(command: () => Promise<T>): Promise<{ result: T; trades: SettledTrade[] }> {
  const trades: SettledTrade[] = [];
  const result = await journal.run(trades, command);
  return { result, trades };
}

export function recordTrades(trades: readonly SettledTrade[]): void {
  journal.getStore()?.push(...trades);
}
