import { randomUUID } from 'node:crypto';
import type {
  BalanceMovement,
  Page,
  PageQuery,
  Payment,
  UsdcDepositRequest,
  UsdcDepositUpdate,
} from '@invest/contracts';
import { formatUnits, scaleOf } from '@invest/money';
import { inTransaction } from '../../../platform/db/transaction';
import { AppError, notFound } from '../../../platform/errors';
import { findBalanceMovements } from '../../ledger';
import type { Actor, FundingDeps } from '../funding.deps';
import { toPayment } from '../payments/payment.mapper';
import { announcePayment } from '../payments/payment-events';
import { priceDeposit } from '../payments/payment-rules';
import * as repo from '../payments/payments.repository';
import { getWalletOn } from './usdc-wallets.service';
import { scheduleSandboxCustodyWebhooks } from './usdc-webhook.service';

const usdcMethod = 'USDC TRANSFER';
const usdcScale = scaleOf('USDC');

/**
 * POST digtl-payment: the user says they sent USDC to their address on a chain. The deposit is
 * recorded PENDING; the provider's webhook for the transfer credits it (matched by transaction hash,
 * else by chain in order). In the sandbox the provider acts the transfer out at once: its webhooks
 * follow through the outbox. A second request with the same Idempotency-Key answers the first's payment.
 */
export async function announceUsdcDeposit(
  deps: Pick<FundingDeps, 'db' | 'clock' | 'lookups' | 'custody'>,
  actor: Actor,
  idempotencyKey: string,
  body: UsdcDepositRequest,
): Promise<Payment> {
  const earlier = await repo.findPaymentByKey(deps.db, actor.tenantId, actor.userId, idempotencyKey);
  if (earlier) return toPayment(earlier);
  const { amountUnits, feeUnits } = await priceDeposit(deps, actor.tenantId, {
    method: usdcMethod,
    asset: 'USDC',
    amount: body.amount,
  });
  const wallet = await getWalletOn(deps, actor, body.chain);
  const simulated = deps.custody.sandbox?.simulateIncoming({
    address: wallet.address,
    providerAssetId: wallet.providerAssetId,
    amount: formatUnits(amountUnits, usdcScale),
    txHash: body.tx_hash ?? null,
  });
  const now = deps.clock.now();
  return inTransaction(deps.db, async (tx) => {
    const row = await repo.insertPayment(tx, {
      id: randomUUID(),
      tenantId: actor.tenantId,
      userId: actor.userId,
      direction: 'deposit',
      method: usdcMethod,
      provider: deps.custody.name,
      providerReference: simulated?.reference ?? null,
      asset: 'USDC',
      amountUnits,
      feeUnits,
      status: 'PENDING',
      idempotencyKey,
      isSandbox: deps.custody.isSandbox,
      details: { chain: body.chain, address: wallet.address, ...(body.tx_hash && { tx_hash: body.tx_hash }) },
      createdAt: now,
      updatedAt: now,
    });
    await announcePayment(tx, row);
    if (simulated) await scheduleSandboxCustodyWebhooks(tx, actor.tenantId, simulated.webhooks);
    return toPayment(row);
  });
}

/** The caller's own USDC deposit, locked; 404 for anyone else's or another kind of payment. */
async function lockOwnUsdcDeposit(tx: Parameters<typeof repo.lockPayment>[0], actor: Actor, id: string) {
  const row = await repo.lockPayment(tx, actor.tenantId, id);
  if (!row || row.userId !== actor.userId || row.method !== usdcMethod || row.direction !== 'deposit') {
    throw notFound('Payment');
  }
  return row;
}

/** PUT digtl-payment/{id}: corrects the amount or transaction hash of a deposit no transfer has matched yet. */
export async function updateUsdcDeposit(
  deps: Pick<FundingDeps, 'db' | 'clock' | 'lookups'>,
  actor: Actor,
  id: string,
  body: UsdcDepositUpdate,
): Promise<Payment> {
  const priced =
    body.amount === undefined
      ? null
      : await priceDeposit(deps, actor.tenantId, { method: usdcMethod, asset: 'USDC', amount: body.amount });
  return inTransaction(deps.db, async (tx) => {
    const row = await lockOwnUsdcDeposit(tx, actor, id);
    if (row.status !== 'PENDING' || row.providerReference !== null) {
      throw new AppError('CONFLICT', 'The transfer of this deposit has been seen already: it can no longer be changed');
    }
    const updated = await repo.updatePayment(tx, row.id, {
      ...(priced ?? {}),
      details: { ...row.details, ...(body.tx_hash && { tx_hash: body.tx_hash }) },
      updatedAt: deps.clock.now(),
    });
    await announcePayment(tx, updated);
    return toPayment(updated);
  });
}

/** GET digtl-payment: the user's USDC deposits and withdrawals, newest first. */
export async function findUsdcPayments(
  deps: Pick<FundingDeps, 'db'>,
  actor: Actor,
  query: PageQuery,
): Promise<Page<Payment>> {
  const { rows, total } = await repo.findPaymentsPage(deps.db, actor.tenantId, actor.userId, query, {
    method: usdcMethod,
  });
  return { items: rows.map(toPayment), page: query.page, limit: query.limit, total };
}

/** GET digtl-balance: what moved the user's USDC balance, newest first. */
export async function findUsdcMovements(
  deps: Pick<FundingDeps, 'db'>,
  actor: Actor,
  query: PageQuery,
): Promise<Page<BalanceMovement>> {
  const { rows, total } = await findBalanceMovements(deps.db, actor.tenantId, actor.userId, 'USDC', query);
  return {
    items: rows.map((row) => ({
      transaction_id: row.transactionId,
      kind: row.kind,
      purpose: row.purpose,
      amount: formatUnits(row.amountUnits, usdcScale),
      created_at: row.createdAt.toISOString(),
    })),
    page: query.page,
    limit: query.limit,
    total,
  };
}
