import type { Database } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/errors';
import { requestHash } from '../../platform/request-hash';
import { assertIdempotencyKey } from './idempotency';
import * as repo from './ledger.repository';
import type { LedgerTransaction, ReverseOptions } from './ledger.types';
import { findReplay, post, toLedgerTransaction } from './post';

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
 * Undoes a transaction with its exact opposite: the same balance rows (the same shards), every
 * amount negated, as a new transaction that names the one it reverses. A transaction is reversed at
 * most once (a unique key: a second or concurrent reversal gets CONFLICT). Refused with INS-1 when
 * the money has moved on (a deposit already spent). Reversals and hold movements are not reversed:
 * a reversal is final (move the money again instead), and held money leaves by capture or release.
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
      lines: original.postings.map((posting) => ({ ...posting, amountUnits: -posting.amountUnits })),
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
