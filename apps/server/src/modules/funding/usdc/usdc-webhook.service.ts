import { randomUUID } from 'node:crypto';
import type { Database } from '../../../platform/db/database';
import { inTransaction } from '../../../platform/db/transaction';
import { enqueueEvent, type OutboxHandler } from '../../../platform/events/outbox';
import type { FundingDeps } from '../funding.deps';
import { parseAmount } from '../payments/amounts';
import { announcePayment } from '../payments/payment-events';
import * as repo from '../payments/payments.repository';
import { settlePayment } from '../payments/settlement.service';
import type { CustodyTransferEvent } from './custody.port';
import * as usdc from './usdc.repository';

type WebhookDeps = Pick<FundingDeps, 'db' | 'clock' | 'custody'>;

/**
 * The announced deposit a transfer is: the one with its transaction hash, else the oldest on its
 * chain announced without a hash.
 */
async function matchAnnounced(tx: Database, wallet: usdc.UsdcWalletRow, event: CustodyTransferEvent) {
  const open = await usdc.lockUnmatchedUsdcDeposits(tx, wallet, wallet.chain);
  const hash = event.txHash?.toLowerCase();
  const row =
    open.find((candidate) => hash && candidate.details.tx_hash?.toLowerCase() === hash) ??
    open.find((candidate) => !candidate.details.tx_hash);
  if (!row) return null;
  return repo.updatePayment(tx, row.id, {
    providerReference: event.reference,
    details: { ...row.details, ...(event.txHash && { tx_hash: event.txHash }) },
  });
}

/** A transfer nobody announced: recorded as the wallet owner's deposit, without fee. */
async function recordUnannounced(
  deps: WebhookDeps,
  tx: Database,
  wallet: usdc.UsdcWalletRow,
  event: CustodyTransferEvent,
) {
  const now = deps.clock.now();
  const row = await repo.insertPayment(tx, {
    id: randomUUID(),
    tenantId: wallet.tenantId,
    userId: wallet.userId,
    direction: 'deposit',
    method: 'USDC TRANSFER',
    provider: deps.custody.name,
    providerReference: event.reference,
    asset: 'USDC',
    amountUnits: parseAmount(event.amount, 'USDC'),
    status: 'PENDING',
    idempotencyKey: `${deps.custody.name}:${event.reference}`,
    isSandbox: deps.custody.isSandbox,
    details: { chain: wallet.chain, address: wallet.address, ...(event.txHash && { tx_hash: event.txHash }) },
    createdAt: now,
    updatedAt: now,
  });
  await announcePayment(tx, row);
  return row;
}

/**
 * A transfer that is one of our withdrawals (sent from the treasury): captured when completed,
 * released when failed. Only the payment is locked: no deposit wallet takes part.
 */
async function settlePayout(
  deps: WebhookDeps,
  tx: Database,
  event: CustodyTransferEvent,
): Promise<'applied' | 'ignored'> {
  if (!(await repo.claimWebhookEvent(tx, deps.custody.name, event.eventId, deps.clock.now()))) return 'ignored';
  const row = await repo.lockPaymentByReference(tx, deps.custody.name, event.reference);
  if (!row || event.status === 'PENDING') return 'ignored';
  const outcome = { status: event.status, failureReason: event.failureReason };
  return (await settlePayment(tx, row, outcome, deps.clock.now())) ? 'applied' : 'ignored';
}

/**
 * POST fireblocks/webhook: the custody provider says what became of a transfer. Refused (401) unless
 * signed with the provider's key. A transfer to one of our users' addresses becomes their USDC
 * deposit: pending while submitted or confirming, credited once when COMPLETED, failed when failed,
 * rejected or blocked. A transfer that is one of our withdrawals settles it: the hold is captured
 * when it completes and released when it fails. A delivery seen before (same transaction and
 * status) and a status for a payment already settled change nothing; transfers to other addresses
 * are ignored.
 */
export async function handleCustodyWebhook(
  deps: WebhookDeps,
  body: string,
  headers: Record<string, string | string[] | undefined>,
): Promise<'applied' | 'ignored'> {
  const event = deps.custody.readWebhook(body, headers);
  if (!event) return 'ignored';
  const now = deps.clock.now();
  return inTransaction(deps.db, async (tx) => {
    const known = await repo.findPaymentByReference(tx, deps.custody.name, event.reference);
    if (known?.direction === 'withdrawal') return settlePayout(deps, tx, event);
    const wallet = await usdc.lockWalletByAddress(
      tx,
      deps.custody.name,
      event.providerAssetId,
      event.destinationAddress,
    );
    if (!wallet) return 'ignored';
    if (!(await repo.claimWebhookEvent(tx, deps.custody.name, event.eventId, now))) return 'ignored';
    const found =
      (await repo.lockPaymentByReference(tx, deps.custody.name, event.reference)) ??
      (await matchAnnounced(tx, wallet, event));
    const row = found ?? (await recordUnannounced(deps, tx, wallet, event));
    if (row.tenantId !== wallet.tenantId || row.userId !== wallet.userId) return 'ignored';
    if (event.status === 'PENDING') return found ? 'ignored' : 'applied';
    const outcome = {
      status: event.status,
      failureReason: event.failureReason,
      receivedUnits: parseAmount(event.amount, 'USDC'),
    };
    return (await settlePayment(tx, row, outcome, now)) ? 'applied' : 'ignored';
  });
}

/** The sandbox custody provider's webhooks go out through the outbox, signed when sent. */
export const custodySandboxWebhookTopic = 'funding.custody.sandbox.webhook';

export async function scheduleSandboxCustodyWebhooks(tx: Database, tenantId: string, bodies: string[]): Promise<void> {
  for (const body of bodies) await enqueueEvent(tx, { tenantId, topic: custodySandboxWebhookTopic, payload: { body } });
}

export function custodySandboxWebhookHandler(deps: WebhookDeps): OutboxHandler {
  return async (event, tx) => {
    const { body } = event.payload as { body: string };
    const sandbox = deps.custody.sandbox;
    if (!sandbox) return;
    await handleCustodyWebhook({ ...deps, db: tx }, body, sandbox.sign(body));
  };
}
