import { randomUUID } from 'node:crypto';
import type { Swap, TransakOrder, TransakOrderRequest } from '@invest/contracts';
import { formatUnits } from '@invest/money';
import type { Database } from '../../../platform/db/database';
import { inTransaction } from '../../../platform/db/transaction';
import { notFound } from '../../../platform/errors';
import { enqueueEvent, type OutboxHandler } from '../../../platform/events/outbox';
import type { Actor, FundingDeps } from '../funding.deps';
import { parseAmount } from '../payments/amounts';
import { applyPaymentRule } from '../payments/payment-rules';
import type { PaymentRow } from '../payments/payments.repository';
import * as repo from '../payments/payments.repository';
import { type TransakOrderEvent, transakStatuses } from './providers/transak.port';
import { toSwap } from './swaps.mapper';
import * as swaps from './swaps.repository';
import { applySwapUpdate, type ReadBack, readBackSwap, recordSwapDeposit, type SwapDeps } from './swaps.service';

/**
 * Transak (SPEC 7 "GET transak/transaction/{id}"): a purchase of US dollars by card. POST transak/order
 * records the deposit PENDING, within the domain's TRANSAK rule, and gives the widget address that
 * names it; Transak's webhooks (verified) attach its order and settle the deposit, crediting the USDC
 * delivered as dollars; GET transak/transaction/{id} reads the order back while it is pending.
 */
export const transakProvider = 'transak';

/** POST transak/order. A second request with the same Idempotency-Key answers the first one's order. */
export async function createTransakOrder(
  deps: SwapDeps & Pick<FundingDeps, 'transak'>,
  actor: Actor,
  idempotencyKey: string,
  body: TransakOrderRequest,
): Promise<TransakOrder> {
  const earlier = await repo.findPaymentByKey(deps.db, actor.tenantId, actor.userId, idempotencyKey);
  if (earlier) return { swap: toSwap(earlier, transakStatuses), widget_url: earlier.details.redirect_url ?? null };
  const amountUnits = parseAmount(body.fiat_amount, 'USD', 'fiat_amount');
  const feeUnits = await applyPaymentRule(deps, actor.tenantId, {
    method: 'TRANSAK',
    asset: 'USD',
    amountUnits,
    code: 'BUSINESS_RULE',
  });
  const paymentId = randomUUID();
  const widget = { paymentId, userId: actor.userId, fiatAmount: formatUnits(amountUnits, 2) };
  const widgetUrl = deps.transak.widgetUrl(widget);
  const simulated = deps.transak.sandbox?.simulate(widget);
  const row = await recordSwapDeposit(deps, actor, {
    kind: {
      provider: transakProvider,
      method: 'TRANSAK',
      asset: 'USD',
      isSandbox: deps.transak.isSandbox,
      statuses: transakStatuses,
    },
    paymentId,
    idempotencyKey,
    reference: null,
    priced: { amountUnits, feeUnits },
    details: {
      from_currency: 'USD',
      from_amount: widget.fiatAmount,
      to_currency: 'usdc',
      to_network: 'eth',
      ...(widgetUrl && { redirect_url: widgetUrl }),
    },
    after: async (tx) => {
      if (simulated) await scheduleSandboxTransakWebhooks(tx, actor.tenantId, simulated.claims);
    },
  });
  return { swap: toSwap(row, transakStatuses), widget_url: widgetUrl };
}

/** The deposit an order is about: by its order id, else by the payment id it was opened with. */
async function lockDepositOf(tx: Database, event: TransakOrderEvent): Promise<PaymentRow | null> {
  const row =
    (await repo.lockPaymentByReference(tx, transakProvider, event.orderId)) ??
    (event.partnerOrderId ? await swaps.lockSwapPayment(tx, transakProvider, event.partnerOrderId) : null);
  if (!row || (event.partnerCustomerId !== null && event.partnerCustomerId !== row.userId)) return null;
  return row;
}

const updateOf = (event: TransakOrderEvent) => ({ ...event, reference: event.orderId });

/**
 * POST transak/webhook: Transak says what became of an order. Refused (401) unless its JWT is signed
 * with our access token; a delivery seen before (same order and status), an order that is not one
 * of our deposits, and a status for a deposit already settled change nothing.
 */
export async function handleTransakWebhook(
  deps: Pick<FundingDeps, 'db' | 'clock' | 'transak'>,
  body: unknown,
): Promise<'applied' | 'ignored'> {
  const event = await deps.transak.readWebhook(body);
  if (!event) return 'ignored';
  const now = deps.clock.now();
  return inTransaction(deps.db, async (tx) => {
    if (!(await repo.claimWebhookEvent(tx, transakProvider, event.eventId, now))) return 'ignored';
    const row = await lockDepositOf(tx, event);
    if (!row) return 'ignored';
    return (await applySwapUpdate(tx, row, updateOf(event), now)).changed ? 'applied' : 'ignored';
  });
}

/** How a pending Transak order is read back from Transak, by its order id. */
export const readBackTransak =
  (deps: Pick<FundingDeps, 'transak'>): ReadBack =>
  async (payment) => {
    const order = await deps.transak.getOrder(payment.providerReference);
    return order && { ...order, id: order.orderId };
  };

/**
 * GET transak/transaction/{id}, by our payment id or Transak's order id: the caller's own deposit
 * (404 for anyone else's), read back from Transak while it is pending. An order id Transak knows
 * but no webhook has named to us yet is matched by the payment id it was opened with.
 */
export async function getTransakTransaction(
  deps: Pick<FundingDeps, 'db' | 'clock' | 'transak'>,
  actor: Actor,
  id: string,
): Promise<Swap> {
  const own = await swaps.findOwnSwapPayment(deps.db, actor, [transakProvider], id);
  if (own) {
    return toSwap(
      await readBackSwap(deps, own, deps.transak.isSandbox ? null : readBackTransak(deps)),
      transakStatuses,
    );
  }
  const order = deps.transak.isSandbox ? null : await deps.transak.getOrder(id);
  const row =
    order?.partnerOrderId &&
    (await inTransaction(deps.db, async (tx) => {
      const locked = await lockDepositOf(tx, order);
      if (locked?.id !== order.partnerOrderId || locked.tenantId !== actor.tenantId) return null;
      if (locked.userId !== actor.userId) return null;
      return (await applySwapUpdate(tx, locked, updateOf(order), deps.clock.now())).row;
    }));
  if (!row) throw notFound('Transaction');
  return toSwap(row, transakStatuses);
}

/** The sandbox's webhooks go out through the outbox, signed when sent, and take the webhook's path. */
export const transakSandboxWebhookTopic = 'funding.transak.sandbox.webhook';

async function scheduleSandboxTransakWebhooks(tx: Database, tenantId: string, claims: Record<string, unknown>[]) {
  for (const claim of claims) {
    await enqueueEvent(tx, { tenantId, topic: transakSandboxWebhookTopic, payload: { claims: claim } });
  }
}

export function transakSandboxWebhookHandler(deps: Pick<FundingDeps, 'db' | 'clock' | 'transak'>): OutboxHandler {
  return async (event, tx) => {
    const sandbox = deps.transak.sandbox;
    if (!sandbox) return;
    const { claims } = event.payload as { claims: Record<string, unknown> };
    await handleTransakWebhook({ ...deps, db: tx }, { data: await sandbox.sign(claims) });
  };
}
