import type { Database } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/errors';
import { requestHash } from '../../platform/request-hash';
import { getAccountOfRow } from './accounts.service';
import { assertIdempotencyKey } from './idempotency';
import * as repo from './ledger.repository';
import type { LedgerPosting, LedgerTransaction, ReverseOptions } from './ledger.types';
import { findReplay, type PostRequest, post, toLedgerTransaction } from './post';
import { resolveLines } from './transfer.service';

/** A transaction of the tenant; NOT_FOUND otherwise. */
export async function getTransaction(
  db: Database,
  tenantId: string,
  transactionId: string,
): Promise<LedgerTransaction> {
  const found = repo.isUuid(transactionId) ? await repo.findTransaction(db, tenantId, transactionId) : null;
  if (!found) throw notFound('Ledger transaction');
  return toLedgerTransaction(found, false);
}

/**
 * The original's postings negated. What goes back into an account goes to the very balance row it
 * left; what comes out of a hot account (a fee given back) comes out of its shards by their
 * balances, as any debit of it does, so the reversal is refused only when the account as a whole
 * lacks the money (a sweep may have emptied the very shard the fee went to).
 */
async function oppositeLines(
  tx: Database,
  tenantId: string,
  postings: readonly LedgerPosting[],
): Promise<PostRequest['lines'][number][]> {
  const lines: PostRequest['lines'][number][] = [];
  for (const posting of postings) {
    const amountUnits = -posting.amountUnits;
    if (amountUnits > 0n) {
      lines.push({ ...posting, amountUnits });
      continue;
    }
    const account = await getAccountOfRow(tx, tenantId, posting.accountId);
    if (account.shardIds.length === 1) lines.push({ ...posting, amountUnits });
    else lines.push(...(await resolveLines(tx, tenantId, [{ account, amountUnits }])));
  }
  return lines;
}

/**
 * Undoes a transaction with its opposite (see oppositeLines), as a new transaction that names the
 * one it reverses. A transaction is reversed at most once (a unique key: a second or concurrent
 * reversal gets CONFLICT). Refused with INS-1 when the money has moved on (a deposit already
 * spent). Reversals and hold movements are not reversed: a reversal is final (move the money again
 * instead), and held money leaves by capture or release.
 */
export async function reverse(
  tx: Database,
  tenantId: string,
  transactionId: string,
  options: ReverseOptions = {},
): Promise<LedgerTransaction> {
  assertIdempotencyKey(options.idempotencyKey);
  const hash = requestHash({ operation: 'reverse', transactionId, metadata: options.metadata ?? {} });
  const replay = await findReplay(tx, tenantId, options.idempotencyKey, hash);
  if (replay) return replay;
  const original = await getTransaction(tx, tenantId, transactionId);
  if (original.reversesTransactionId) throw new AppError('BUSINESS_RULE', 'A reversal cannot be reversed');
  if (original.holdId) throw new AppError('BUSINESS_RULE', 'Held money is given back by release, not reversal');
  if (await repo.findReversalOf(tx, tenantId, original.id)) {
    throw new AppError('CONFLICT', 'The transaction is already reversed');
  }
  const [reversal] = await post(tx, tenantId, [
    {
      kind: 'reversal',
      lines: await oppositeLines(tx, tenantId, original.postings),
      idempotencyKey: options.idempotencyKey ?? null,
      requestHash: options.idempotencyKey ? hash : null,
      reversesTransactionId: original.id,
      holdId: null,
      metadata: options.metadata ?? {},
    },
  ]);
  if (!reversal) throw new Error('reversal wrote nothing');
  return reversal;
}
