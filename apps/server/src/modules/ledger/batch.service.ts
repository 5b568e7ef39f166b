import { scaleOf } from '@invest/money';
import type { Database } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/errors';
import * as repo from './ledger.repository';
import type { LedgerAccount, LedgerMetadata, PostingInput } from './ledger.types';
import { type PostRequest, post } from './post';
import type { OpenedHold } from './posting.repository';
import { normalizeAsset } from './purposes';
import { assertKind, assertPostings, resolveLines } from './transfer.service';

/**
 * The ledger's operations for a caller that moves the money of many users at once (a market's
 * batch of orders): available balances read under lock so the caller can decide each hold in
 * memory, then the holds opened, and later consumed, each batch in one statement. Every rule of the
 * single operations holds: the statements check funds and hold amounts again, and a batch is all or
 * none.
 */

const maxOf = (a: bigint, b: bigint) => (a > b ? a : b);

/** A user's two accounts in one asset. */
export interface UserAccounts {
  available: LedgerAccount;
  held: LedgerAccount;
}

export const userAssetKey = (userId: string, asset: string) => `${userId}:${asset.toUpperCase()}`;

type UserAccountPurpose = keyof UserAccounts;

/** Creates the accounts of the pairs for `purposes` (those that exist are left as they are); the rows created. */
async function createUserAccountsOf(
  tx: Database,
  tenantId: string,
  pairs: readonly { userId: string; asset: string }[],
  purposes: readonly UserAccountPurpose[],
): Promise<repo.AccountRow[]> {
  const userIds = [...new Set(pairs.map((pair) => pair.userId))];
  if ((await repo.countUsersOfTenant(tx, tenantId, userIds)) < userIds.length) throw notFound('User');
  const normalized = pairs.map(({ userId, asset: code }) => {
    const asset = normalizeAsset(code);
    if (!asset) throw new AppError('VALIDATION', `Unknown asset code: ${code}`);
    return { userId, asset };
  });
  for (const asset of new Set(normalized.map((pair) => pair.asset))) {
    await repo.insertAssetIfMissing(tx, asset, scaleOf(asset));
  }
  return repo.insertUserAccountRowsOf(tx, tenantId, normalized, purposes);
}

/**
 * The accounts of each (user, asset) for `purposes`, created on first use, by `userAssetKey`: one
 * read when they all exist, and one insert for all that do not (a settlement delivering a new asset
 * to every investor).
 */
async function userAccountsOf(
  tx: Database,
  tenantId: string,
  pairs: readonly { userId: string; asset: string }[],
  purposes: readonly UserAccountPurpose[],
): Promise<Map<string, Partial<UserAccounts>>> {
  const wanted = new Map(pairs.map((pair) => [userAssetKey(pair.userId, pair.asset), pair]));
  const byKey = new Map<string, Partial<UserAccounts>>();
  if (wanted.size === 0) return byKey;
  const collect = (rows: readonly repo.AccountRow[]) => {
    for (const row of rows) {
      const key = userAssetKey(row.ownerId as string, row.asset);
      byKey.set(key, { ...byKey.get(key), [row.purpose]: userAccountOf(row) });
    }
  };
  const missingPairs = () =>
    [...wanted].filter(([key]) => purposes.some((purpose) => !byKey.get(key)?.[purpose])).map(([, pair]) => pair);
  collect(await repo.findUserAccountRowsOf(tx, tenantId, [...wanted.values()]));
  const missing = missingPairs();
  if (missing.length === 0) return byKey;
  collect(await createUserAccountsOf(tx, tenantId, missing, purposes));
  // What a concurrent caller created first was not inserted here: read it.
  const createdElsewhere = missingPairs();
  if (createdElsewhere.length === 0) return byKey;
  collect(await repo.findUserAccountRowsOf(tx, tenantId, createdElsewhere));
  if (missingPairs().length > 0) throw new Error('user accounts not created');
  return byKey;
}

/** The available and held accounts of each (user, asset), created on first use, by `userAssetKey`. */
export async function getOrCreateUserAccountsOf(
  tx: Database,
  tenantId: string,
  pairs: readonly { userId: string; asset: string }[],
): Promise<Map<string, UserAccounts>> {
  const found = new Map<string, UserAccounts>();
  for (const [key, { available, held }] of await userAccountsOf(tx, tenantId, pairs, ['available', 'held'])) {
    if (available && held) found.set(key, { available, held });
  }
  return found;
}

/**
 * The available account of each (user, asset), created on first use without its held twin, by
 * `userAssetKey`: for a caller that only credits them (the shares a settlement delivers), the held
 * account comes with the first order that needs it.
 */
export async function getOrCreateAvailableAccountsOf(
  tx: Database,
  tenantId: string,
  pairs: readonly { userId: string; asset: string }[],
): Promise<Map<string, LedgerAccount>> {
  const found = new Map<string, LedgerAccount>();
  for (const [key, { available }] of await userAccountsOf(tx, tenantId, pairs, ['available'])) {
    if (available) found.set(key, available);
  }
  return found;
}

function userAccountOf(row: repo.AccountRow): LedgerAccount {
  return {
    id: row.id,
    tenantId: row.tenantId,
    ownerKind: row.ownerKind,
    ownerId: row.ownerId,
    asset: row.asset,
    purpose: row.purpose,
    allowsNegative: row.allowsNegative,
    shardIds: [row.id],
  };
}

/**
 * Locks the available accounts (in id order, as every ledger writer locks) and reads their
 * balances, by account id: until the caller's transaction ends, nobody else can spend them, so
 * holds the caller decides against these figures will be funded.
 */
export async function lockAvailableBalances(
  tx: Database,
  tenantId: string,
  accounts: readonly LedgerAccount[],
): Promise<Map<string, bigint>> {
  for (const account of accounts) {
    if (account.ownerKind !== 'user' || account.purpose !== 'available' || account.tenantId !== tenantId) {
      throw new Error('only a user’s available account of this tenant is locked for holds');
    }
  }
  const rows = await repo.lockBalances(tx, tenantId, [...new Set(accounts.map((account) => account.id))]);
  return new Map(rows.map((row) => [row.id, row.balanceUnits]));
}

/** What moving money out of a hold needs to know of it. */
export type HeldFunds = Pick<repo.HoldRow, 'id' | 'asset' | 'availableAccountId' | 'heldAccountId' | 'remainingUnits'>;

/**
 * The holds a caller that alone moves them (a market's writer) remembers, by id: openHolds adds the
 * holds it opens and moveHeld reads only the ones it lacks, and both keep it current. The statement
 * checks every remembered amount again (a movement is refused when the hold has less left, a release
 * unless it empties its hold), so a wrong memory refuses the batch and never misplaces money. The
 * caller drops it when its transaction does not commit.
 */
export type HoldMemory = Map<string, HeldFunds>;

/** A hold the caller decided: its id is chosen by the caller. */
export interface HoldToOpen {
  holdId: string;
  accounts: UserAccounts;
  amountUnits: bigint;
  metadata: LedgerMetadata;
}

/**
 * Opens the holds, each its own ledger transaction, in one statement; all or none: INS-1 (nothing
 * written) when one would take an available balance below zero.
 */
export async function openHolds(
  tx: Database,
  tenantId: string,
  holds: readonly HoldToOpen[],
  memory: HoldMemory | null = null,
): Promise<void> {
  if (holds.length === 0) return;
  const opened: OpenedHold[] = [];
  const requests: PostRequest[] = holds.map((item) => {
    const { available, held } = item.accounts;
    if (item.amountUnits <= 0n) throw new Error('a hold takes a positive amount');
    if (available.tenantId !== tenantId || held.tenantId !== tenantId) throw notFound('Ledger account');
    opened.push({
      holdId: item.holdId,
      userId: available.ownerId as string,
      asset: available.asset,
      availableAccountId: available.id,
      heldAccountId: held.id,
      amountUnits: item.amountUnits,
    });
    const lines = [
      { accountId: available.id, asset: available.asset, amountUnits: -item.amountUnits },
      { accountId: held.id, asset: held.asset, amountUnits: item.amountUnits },
    ];
    return entryOf('hold', lines, item.holdId, item.metadata);
  });
  await post(tx, tenantId, requests, { type: 'open', holds: opened });
  for (const hold of opened) {
    memory?.set(hold.holdId, {
      id: hold.holdId,
      asset: hold.asset,
      availableAccountId: hold.availableAccountId,
      heldAccountId: hold.heldAccountId,
      remainingUnits: hold.amountUnits,
    });
  }
}

/** One ledger transaction taking money out of holds: each part names a hold and where its money goes. */
export interface HoldMovement {
  /** `trade`, `hold.capture`, ... */
  kind: string;
  /**
   * `returnsRest`: what the hold has left after this part pays goes back to its available account
   * in the same transaction (a purchase's change), and the hold must end empty.
   */
  parts: readonly { holdId: string; to: readonly PostingInput[]; returnsRest?: boolean }[];
  /**
   * Postings of the same transaction that take nothing from a hold (the shares a buyer receives for
   * the money its hold pays): balanced by themselves in each asset, checked as a transfer's are.
   */
  alongside?: readonly PostingInput[];
  metadata: LedgerMetadata;
}

/** Gives what is left of a hold back to its available account (nothing left: nothing happens). */
export interface HoldRelease {
  holdId: string;
  metadata: LedgerMetadata;
}

/**
 * Writes the movements, then the releases, each its own ledger transaction, in one statement, all
 * or none: refused (nothing written) when a hold has less left than the movements take from it. A
 * release gives back what the hold has left after the movements before it, and is refused unless
 * the hold ends empty.
 */
export async function moveHeld(
  tx: Database,
  tenantId: string,
  movements: readonly HoldMovement[],
  releases: readonly HoldRelease[] = [],
  memory: HoldMemory | null = null,
): Promise<void> {
  if (movements.length === 0 && releases.length === 0) return;
  const holdIds = new Set([
    ...movements.flatMap((movement) => movement.parts.map((part) => part.holdId)),
    ...releases.map((release) => release.holdId),
  ]);
  const holds = new Map<string, HeldFunds>();
  for (const holdId of holdIds) {
    const remembered = memory?.get(holdId);
    if (remembered) holds.set(holdId, remembered);
  }
  const unknown = [...holdIds].filter((holdId) => !holds.has(holdId));
  for (const row of await repo.findHolds(tx, tenantId, unknown)) holds.set(row.id, row);
  const holdOf = (holdId: string) => {
    const row = holds.get(holdId);
    if (!row) throw notFound('Hold');
    return row;
  };
  const taken = new Map<string, bigint>();
  const emptied = new Set<string>();
  const requests: PostRequest[] = [];
  for (const movement of movements) {
    assertKind(movement.kind);
    const lines: PostRequest['lines'][number][] = [];
    for (const part of movement.parts) {
      const row = holdOf(part.holdId);
      const before = taken.get(row.id) ?? 0n;
      const amount = assertPayout(row, part.to, tenantId, movement.kind);
      // Less left than the part pays: the statement refuses the movement, so no change is returned.
      const rest = part.returnsRest ? maxOf(row.remainingUnits - before - amount, 0n) : 0n;
      if (part.returnsRest) emptied.add(row.id);
      taken.set(row.id, before + amount + rest);
      lines.push({ accountId: row.heldAccountId, asset: row.asset, amountUnits: -(amount + rest) });
      lines.push(...(await resolveLines(tx, tenantId, part.to)));
      if (rest > 0n) lines.push({ accountId: row.availableAccountId, asset: row.asset, amountUnits: rest });
    }
    if (movement.alongside) {
      assertPostings(tenantId, movement.kind, movement.alongside);
      lines.push(...(await resolveLines(tx, tenantId, movement.alongside)));
    }
    const [first] = movement.parts;
    if (!first) throw new Error('a movement takes from at least one hold');
    const metadata =
      movement.parts.length > 1
        ? { ...movement.metadata, holdIds: movement.parts.map((part) => part.holdId) }
        : movement.metadata;
    requests.push(entryOf(movement.kind, lines, first.holdId, metadata));
  }
  for (const release of releases) {
    const row = holdOf(release.holdId);
    const left = row.remainingUnits - (taken.get(row.id) ?? 0n);
    emptied.add(row.id);
    if (left <= 0n) continue;
    taken.set(row.id, row.remainingUnits);
    const lines = [
      { accountId: row.heldAccountId, asset: row.asset, amountUnits: -left },
      { accountId: row.availableAccountId, asset: row.asset, amountUnits: left },
    ];
    requests.push(entryOf('hold.release', lines, row.id, release.metadata));
  }
  if (requests.length === 0) return;
  await post(tx, tenantId, requests, {
    type: 'consume',
    holds: [...taken].map(([holdId, amountUnits]) => ({ holdId, amountUnits, empties: emptied.has(holdId) })),
  });
  for (const [holdId, amountUnits] of taken) {
    const row = holdOf(holdId);
    const remainingUnits = row.remainingUnits - amountUnits;
    if (remainingUnits === 0n) memory?.delete(holdId);
    else memory?.set(holdId, { ...row, remainingUnits });
  }
}

function entryOf(kind: string, lines: PostRequest['lines'], holdId: string, metadata: LedgerMetadata): PostRequest {
  return { kind, lines, idempotencyKey: null, requestHash: null, reversesTransactionId: null, holdId, metadata };
}

/** Checks one hold's part of a movement; returns what it takes from the hold. */
function assertPayout(row: HeldFunds, to: readonly PostingInput[], tenantId: string, kind: string): bigint {
  let amount = 0n;
  for (const part of to) {
    if (part.amountUnits <= 0n) throw new Error(`a ${kind} pays a positive amount out of a hold`);
    if (part.account.tenantId !== tenantId) throw notFound('Ledger account');
    if (part.account.asset !== row.asset) throw new Error(`a ${row.asset} hold cannot pay in ${part.account.asset}`);
    if (part.account.ownerKind === 'user' && part.account.purpose === 'held') {
      throw new Error('a hold pays into an available or a system account, not a held one');
    }
    amount += part.amountUnits;
  }
  if (amount <= 0n) throw new Error(`a ${kind} takes something from each hold it names`);
  return amount;
}
