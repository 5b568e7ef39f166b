import type { Database } from '../../../platform/db/database';
import {
  getOrCreateAccount,
  getOrCreateUserAccountsOf,
  type HoldMemory,
  type LedgerAccount,
  systemPurposes,
  type UserAccounts,
  userAssetKey,
} from '../../ledger';
import type { OrderRow } from '../markets/orders.repository';

/**
 * What a market's writer remembers between batches beside its book, to spare each batch reads
 * whose answer does not change: ledger accounts, once they exist, keep their ids; the rows of the
 * open orders change only through this writer. It is dropped with the book when a batch fails (what
 * that batch wrote was rolled back with it) and read again from the database.
 */
export interface WriterMemory {
  /** The market's open orders as committed, by id: the rows behind the book's resting orders. */
  openOrders: Map<string, OrderRow>;
  /** The holds of the open orders, with what each has left, as far as batches have used them. */
  holds: HoldMemory;
  /** Investors' accounts by `userAssetKey`. */
  accounts: Map<string, UserAccounts>;
  /** The fee account of each quote asset. */
  feeAccounts: Map<string, LedgerAccount>;
  /** The start of the session whose ended Day orders were last looked for (ms), or null. */
  dayOrdersCheckedFor: number | null;
}

export const createWriterMemory = (openOrders: readonly OrderRow[]): WriterMemory => ({
  openOrders: new Map(openOrders.map((order) => [order.id, order])),
  holds: new Map(),
  accounts: new Map(),
  feeAccounts: new Map(),
  dayOrdersCheckedFor: null,
});

/** The accounts of each (user, asset), by `userAssetKey`: remembered ones, the rest read (or created) at once. */
export async function accountsOf(
  tx: Database,
  tenantId: string,
  memory: WriterMemory,
  pairs: readonly { userId: string; asset: string }[],
): Promise<Map<string, UserAccounts>> {
  const missing = pairs.filter((pair) => !memory.accounts.has(userAssetKey(pair.userId, pair.asset)));
  for (const [key, accounts] of await getOrCreateUserAccountsOf(tx, tenantId, missing)) {
    memory.accounts.set(key, accounts);
  }
  return memory.accounts;
}

/** The tenant's fee account in `asset`. */
export async function feeAccountOf(
  tx: Database,
  tenantId: string,
  memory: WriterMemory,
  asset: string,
): Promise<LedgerAccount> {
  let fees = memory.feeAccounts.get(asset);
  if (!fees) {
    fees = await getOrCreateAccount(tx, tenantId, { owner: { kind: 'system' }, asset, purpose: systemPurposes.fees });
    memory.feeAccounts.set(asset, fees);
  }
  return fees;
}
