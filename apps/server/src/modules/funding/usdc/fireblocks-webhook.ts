import { createVerify, type KeyObject } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../../../platform/errors';
import type { CustodyTransferEvent, CustodyTransferStatus } from './custody.port';

/**
 * Fireblocks' webhooks (developers.fireblocks.com, "Webhooks & notifications"): a JSON body
 * `{ type, tenantId, timestamp, data }` whose `data` is the transaction's details, signed with
 * Fireblocks' RSA key: the header `Fireblocks-Signature` is the base64 RSA-SHA512 signature of the
 * raw body, verified with Fireblocks' published public key.
 */
const fireblocksSignatureHeader = 'fireblocks-signature';

const transactionSchema = z.object({
  id: z.string().min(1).max(128),
  status: z.string().max(64),
  subStatus: z.string().max(128).optional().nullable(),
  assetId: z.string().min(1).max(64),
  destinationAddress: z.string().max(128).optional().nullable(),
  amountInfo: z.object({ amount: z.string().regex(/^\d{1,12}(\.\d{1,18})?$/) }).optional(),
  amount: z.number().nonnegative().optional(),
  txHash: z.string().max(128).optional().nullable(),
});

const webhookSchema = z.object({
  type: z.string().max(64),
  tenantId: z.string().max(128).optional(),
  timestamp: z.number().int().nonnegative(),
  data: z.unknown(),
});

const failed = new Set(['FAILED', 'REJECTED', 'BLOCKED', 'CANCELLED', 'CANCELLING', 'TIMEOUT']);

/**
 * Fireblocks' transaction statuses in ours: COMPLETED credits; failed, rejected, blocked or cancelled
 * fail; the rest (SUBMITTED, QUEUED, PENDING_*, BROADCASTING, CONFIRMING) are still under way.
 */
export function toTransferStatus(status: string): CustodyTransferStatus {
  if (status === 'COMPLETED') return 'COMPLETED';
  return failed.has(status) ? 'FAILED' : 'PENDING';
}

function isSignedByFireblocks(
  publicKey: KeyObject,
  body: string,
  headers: Record<string, string | string[] | undefined>,
): boolean {
  const signature = headers[fireblocksSignatureHeader];
  if (typeof signature !== 'string' || !/^[A-Za-z0-9+/=]{16,1024}$/.test(signature)) return false;
  return createVerify('RSA-SHA512').update(body).verify(publicKey, signature, 'base64');
}

/** Verifies and reads a Fireblocks webhook; null for events other than a transaction's with an address. */
export function readFireblocksWebhook(
  publicKey: KeyObject,
  body: string,
  headers: Record<string, string | string[] | undefined>,
): CustodyTransferEvent | null {
  if (!isSignedByFireblocks(publicKey, body, headers)) {
    throw new AppError('UNAUTHENTICATED', 'Invalid webhook signature');
  }
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new AppError('VALIDATION', 'Malformed JSON body');
  }
  const envelope = webhookSchema.safeParse(json);
  if (!envelope.success) throw new AppError('VALIDATION', 'Invalid webhook body');
  if (envelope.data.type !== 'TRANSACTION_STATUS_UPDATED' && envelope.data.type !== 'TRANSACTION_CREATED') return null;
  const parsed = transactionSchema.safeParse(envelope.data.data);
  if (!parsed.success) throw new AppError('VALIDATION', 'Invalid webhook body');
  const tx = parsed.data;
  const amount = tx.amountInfo?.amount ?? (tx.amount === undefined ? null : String(tx.amount));
  if (!tx.destinationAddress || amount === null) return null;
  const status = toTransferStatus(tx.status);
  return {
    eventId: `${tx.id}:${tx.status}`,
    reference: tx.id,
    status,
    failureReason:
      status === 'FAILED' ? `The transfer was ${tx.status.toLowerCase()} (${tx.subStatus || 'no reason given'})` : null,
    providerAssetId: tx.assetId,
    destinationAddress: tx.destinationAddress,
    amount,
    txHash: tx.txHash ?? null,
  };
}

/** The body of a transaction webhook, as Fireblocks sends it (the sandbox and the tests' fake send these). */
export function fireblocksTransactionWebhook(
  transaction: Record<string, unknown> & { id: string; status: string },
  at: Date,
): string {
  return JSON.stringify({
    type: 'TRANSACTION_STATUS_UPDATED',
    tenantId: 'workspace',
    timestamp: at.getTime(),
    data: transaction,
  });
}
