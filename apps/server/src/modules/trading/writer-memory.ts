import type { Database } from '../../platform/db/database';
import {
  getOrCreateAccount,
  getOrCreateUserAccountsOf,
  type LedgerAccount,
  systemPurposes,
  type UserAccounts,
  userAssetKey,
} from '../ledger';

/**
 * What a market's writer remembers between batches beside its book, to spare each batch reads
 * whose answer does not change: ledger accounts, once they exist, keep their ids. It is dropped with
 * the book when a batch fails (the accounts that batch created were rolled back with it).
 */
export interface WriterMemory {
  /** Investors' accounts by `userAssetKey`. */
  accounts: Map<string, UserAccounts>;
  /** The fee account of each quote asset. */
  feeAccounts: Map<string, LedgerAccount>;
  /** The start of the session whose ended Day orders were last looked for (ms), or null. */
  dayOrdersCheckedFor: number | null;
}

export const createWriterMemory = (): WriterMemory => ({
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
