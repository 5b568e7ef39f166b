import { randomUUID } from 'node:crypto';
import type { Database } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/errors';
import { idempotencyMismatch } from '../../platform/request-hash';
import * as repo from './ledger.repository';
import type { LedgerMetadata, LedgerTransaction } from './ledger.types';
import { type Entry, type HoldEffect, postEntries } from './posting.repository';

/** One movement as the services ask for it: balance rows already chosen, amounts already checked. */
export interface PostRequest {
  kind: string;
  lines: readonly { accountId: string; asset: string; amountUnits: bigint }[];
  idempotencyKey: string | null;
  requestHash: string | null;
  reversesTransactionId: string | null;
  holdId: string | null;
  metadata: LedgerMetadata;
}

const insufficientFunds = () => new AppError('INS-1', 'Insufficient funds');

export function toLedgerTransaction(found: repo.TransactionWithPostings, isReplay: boolean): LedgerTransaction {
  const { transaction, postings } = found;
  return {
    id: transaction.id,
    tenantId: transaction.tenantId,
    kind: transaction.kind,
    idempotencyKey: transaction.idempotencyKey,
    reversesTransactionId: transaction.reversesTransactionId,
    holdId: transaction.holdId,
    metadata: transaction.metadata as LedgerMetadata,
    createdAt: transaction.createdAt,
    postings: postings.map((posting) => ({
      accountId: posting.accountId,
      asset: posting.asset,
      amountUnits: posting.amountUnits,
    })),
    isReplay,
  };
}

/** The stored results of requests whose idempotency key was used before, by request index. */
async function findReplays(
  tx: Database,
  tenantId: string,
  requests: readonly PostRequest[],
  indexes: readonly number[],
): Promise<Map<number, LedgerTransaction>> {
  const keyed = indexes.filter((index) => requests[index]?.idempotencyKey);
  const replays = new Map<number, LedgerTransaction>();
  if (keyed.length === 0) return replays;
  const stored = await repo.findTransactionsByKeys(
    tx,
    tenantId,
    keyed.map((index) => requests[index]?.idempotencyKey ?? ''),
  );
  for (const index of keyed) {
    const request = requests[index];
    const match = stored.find((found) => found.transaction.idempotencyKey === request?.idempotencyKey);
    if (!request || !match) continue;
    if (match.transaction.requestHash !== request.requestHash) throw idempotencyMismatch();
    replays.set(index, toLedgerTransaction(match, true));
  }
  return replays;
}

/** The stored result of an earlier call with this key (the same request), or null. */
export async function findReplay(
  tx: Database,
  tenantId: string,
  idempotencyKey: string | undefined,
  hash: string,
): Promise<LedgerTransaction | null> {
  if (!idempotencyKey) return null;
  const [stored] = await repo.findTransactionsByKeys(tx, tenantId, [idempotencyKey]);
  if (!stored) return null;
  if (stored.transaction.requestHash !== hash) throw idempotencyMismatch();
  return toLedgerTransaction(stored, true);
}

async function isAnyReversed(
  tx: Database,
  tenantId: string,
  requests: readonly PostRequest[],
  indexes: readonly number[],
): Promise<boolean> {
  for (const index of indexes) {
    const reversed = requests[index]?.reversesTransactionId;
    if (reversed && (await repo.findReversalOf(tx, tenantId, reversed))) return true;
  }
  return false;
}

/** A concurrent retry can take a key between our look-up and our insert; then we look again. */
const maxAttempts = 3;

/**
 * Writes the requests as ledger transactions in the caller's database transaction, all or none:
 * a request whose idempotency key was used returns the stored transaction instead (the same
 * request) or is refused (IDEMPOTENCY_MISMATCH). Refusals (INS-1 and the others) write nothing,
 * so a caller may catch one and go on in its transaction.
 */
export async function post(
  tx: Database,
  tenantId: string,
  requests: readonly PostRequest[],
  hold: HoldEffect | null = null,
): Promise<LedgerTransaction[]> {
  const keys = requests.flatMap((request) => (request.idempotencyKey ? [request.idempotencyKey] : []));
  if (new Set(keys).size !== keys.length) throw new Error('two requests of one batch share an idempotency key');
  const results = new Map<number, LedgerTransaction>();
  let pending = requests.map((_, index) => index);
  for (const [index, replay] of await findReplays(tx, tenantId, requests, pending)) results.set(index, replay);
  pending = pending.filter((index) => !results.has(index));

  for (let attempt = 1; pending.length > 0; attempt += 1) {
    const entries = pending.map((index): Entry => {
      const request = requests[index] as PostRequest;
      return { ...request, id: randomUUID() };
    });
    const outcome = await postEntries(tx, tenantId, entries, hold);
    const unwritten: number[] = [];
    entries.forEach((entry, at) => {
      const index = pending[at] as number;
      const createdAt = outcome.written.get(entry.id);
      if (createdAt) results.set(index, freshTransaction(tenantId, entry, requests[index] as PostRequest, createdAt));
      else unwritten.push(index);
    });
    // An entry not written may have lost a race for its idempotency key to a call that committed
    // while this one waited for its locks: then its answer is that call's result, whatever else
    // the statement found (the money or the hold may be gone by now, spent by that very call).
    const replays = await findReplays(tx, tenantId, requests, unwritten);
    for (const [index, replay] of replays) results.set(index, replay);
    pending = unwritten.filter((index) => !replays.has(index));
    if (pending.length === 0) break;
    if (!outcome.found) throw notFound('Ledger account');
    // Likewise a reversal that lost the race for its unique key is refused as already reversed.
    if (await isAnyReversed(tx, tenantId, requests, pending)) {
      throw new AppError('CONFLICT', 'The transaction is already reversed');
    }
    if (!outcome.holdSufficient) {
      throw new AppError('BUSINESS_RULE', 'The hold has less left than the amount asked for');
    }
    if (!outcome.funded) {
      if (replays.size === 0 || attempt >= maxAttempts) throw insufficientFunds();
      continue;
    }
    throw new Error('a ledger entry was neither written nor found');
  }
  return requests.map((_, index) => {
    const result = results.get(index);
    if (!result) throw new Error('a ledger request has no result');
    return result;
  });
}

function freshTransaction(tenantId: string, entry: Entry, request: PostRequest, createdAt: Date): LedgerTransaction {
  return {
    id: entry.id,
    tenantId,
    kind: request.kind,
    idempotencyKey: request.idempotencyKey,
    reversesTransactionId: request.reversesTransactionId,
    holdId: request.holdId,
    metadata: request.metadata,
    createdAt,
    postings: request.lines.map((line) => ({ ...line })),
    isReplay: false,
  };
}
