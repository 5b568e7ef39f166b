import { scaleOf } from '@invest/money';
import type { Database } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/errors';
import * as repo from './ledger.repository';
import type { AccountOwner, AccountSpec, LedgerAccount, UserBalance, VenueBalance } from './ledger.types';
import {
  allowsNegative,
  isValidPurpose,
  normalizeAsset,
  shardCountOf,
  type UserPurpose,
  type VenuePurpose,
} from './purposes';

const ownerKey = (owner: AccountOwner): repo.OwnerKey =>
  owner.kind === 'user' ? { kind: 'user', id: owner.userId } : { kind: 'system', id: null };

function toLedgerAccount(rows: repo.AccountRow[]): LedgerAccount {
  const [first] = rows;
  if (!first) throw new Error('an account has at least one balance row');
  return {
    id: first.id,
    tenantId: first.tenantId,
    ownerKind: first.ownerKind,
    ownerId: first.ownerId,
    asset: first.asset,
    purpose: first.purpose,
    allowsNegative: first.allowsNegative,
    shardIds: rows.map((row) => row.id),
  };
}

function checkedAsset(asset: string): string {
  const code = normalizeAsset(asset);
  if (!code) throw new AppError('VALIDATION', `Unknown asset code: ${asset}`);
  return code;
}

/**
 * The account as seen through one of its balance rows (shard `index`, counted round its shards):
 * postings to it take that row alone. Concurrent transactions that each post through a shard of
 * their own never wait for one another on a hot account; a balance read still needs the whole account.
 */
export function oneShardOf(account: LedgerAccount, index: number): LedgerAccount {
  const count = account.shardIds.length;
  const shardId = account.shardIds[((index % count) + count) % count] as string;
  return { ...account, shardIds: [shardId] };
}

/** The account that the balance row `rowId` (one of its shards) belongs to; NOT_FOUND in another tenant. */
export async function getAccountOfRow(db: Database, tenantId: string, rowId: string): Promise<LedgerAccount> {
  const rows = await repo.findSiblingRows(db, tenantId, rowId);
  if (rows.length === 0) throw notFound('Ledger account');
  return toLedgerAccount(rows);
}

/**
 * The owner's accounts in `asset` for each purpose, created on first use (with the asset, at its
 * scale from packages/money). Concurrent first uses meet at the identity key and read the same rows.
 */
async function getOrCreateAccounts(
  tx: Database,
  tenantId: string,
  owner: AccountOwner,
  assetCode: string,
  purposes: readonly string[],
): Promise<Map<string, LedgerAccount>> {
  for (const purpose of purposes) {
    if (!isValidPurpose(owner, purpose)) throw new Error(`not a ${owner.kind} account purpose: ${purpose}`);
  }
  const asset = checkedAsset(assetCode);
  const key = ownerKey(owner);
  const wanted = purposes.reduce((sum, purpose) => sum + shardCountOf(owner, purpose), 0);
  let rows = await repo.findAccountRows(tx, tenantId, key, asset, purposes);
  if (rows.length < wanted) {
    if (owner.kind === 'user' && !(await repo.isUserOfTenant(tx, tenantId, owner.userId))) {
      throw notFound('User');
    }
    await repo.insertAssetIfMissing(tx, asset, scaleOf(asset));
    await repo.insertAccountRows(
      tx,
      purposes.flatMap((purpose) =>
        Array.from({ length: shardCountOf(owner, purpose) }, (_, shard) => ({
          tenantId,
          ownerKind: key.kind,
          ownerId: key.id,
          asset,
          purpose,
          shard,
          allowsNegative: allowsNegative(purpose),
        })),
      ),
    );
    rows = await repo.findAccountRows(tx, tenantId, key, asset, purposes);
  }
  const accounts = new Map<string, LedgerAccount>();
  for (const purpose of purposes) {
    accounts.set(purpose, toLedgerAccount(rows.filter((row) => row.purpose === purpose)));
  }
  return accounts;
}

/** A user's or the system's account of the tenant, created on first use. */
export async function getOrCreateAccount(tx: Database, tenantId: string, spec: AccountSpec): Promise<LedgerAccount> {
  const accounts = await getOrCreateAccounts(tx, tenantId, spec.owner, spec.asset, [spec.purpose]);
  const account = accounts.get(spec.purpose);
  if (!account) throw new Error('account not created');
  return account;
}

/** Both accounts of a user in one asset, in one read when they exist. */
export async function getOrCreateUserAccounts(
  tx: Database,
  tenantId: string,
  userId: string,
  asset: string,
): Promise<Record<UserPurpose, LedgerAccount>> {
  const accounts = await getOrCreateAccounts(tx, tenantId, { kind: 'user', userId }, asset, ['available', 'held']);
  const available = accounts.get('available');
  const held = accounts.get('held');
  if (!available || !held) throw new Error('user accounts not created');
  return { available, held };
}

/** A user's balances per asset (accounts never used do not appear). */
export async function getBalances(db: Database, tenantId: string, userId: string): Promise<UserBalance[]> {
  const rows = await repo.findUserBalanceRows(db, tenantId, userId, ['available', 'held']);
  const byAsset = new Map<string, UserBalance>();
  for (const row of rows) {
    const balance = byAsset.get(row.asset) ?? { asset: row.asset, scale: row.scale, availableUnits: 0n, heldUnits: 0n };
    if (row.purpose === 'available') balance.availableUnits += row.balanceUnits;
    else balance.heldUnits += row.balanceUnits;
    byAsset.set(row.asset, balance);
  }
  return [...byAsset.values()];
}

/** What a user holds at a venue (purposes.ts `venuePurposes`), per asset; accounts never used do not appear. */
export async function getVenueBalances(
  db: Database,
  tenantId: string,
  userId: string,
  venue: VenuePurpose,
): Promise<VenueBalance[]> {
  const rows = await repo.findUserBalanceRows(db, tenantId, userId, [venue]);
  return rows.map((row) => ({ asset: row.asset, scale: row.scale, balanceUnits: row.balanceUnits }));
}

/** The balance of one account: the sum of its shards. */
export async function getAccountBalance(db: Database, tenantId: string, account: LedgerAccount): Promise<bigint> {
  const rows = await repo.findBalances(db, tenantId, account.shardIds);
  if (rows.length !== account.shardIds.length) throw notFound('Ledger account');
  return rows.reduce((sum, row) => sum + row.balanceUnits, 0n);
}
