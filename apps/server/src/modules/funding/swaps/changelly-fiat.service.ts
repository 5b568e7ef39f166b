import { randomUUID } from 'node:crypto';
import type {
  ChangellyFiatOfferList,
  ChangellyFiatOffersQuery,
  ChangellyFiatOrder,
  ChangellyFiatOrderRequest,
  Swap,
} from '@invest/contracts';
import { formatUnits, scaleOf } from '@invest/money';
import type { Database } from '../../../platform/db/database';
import { inTransaction } from '../../../platform/db/transaction';
import { AppError, notFound } from '../../../platform/errors';
import { enqueueEvent, type OutboxHandler } from '../../../platform/events/outbox';
import type { Actor, FundingDeps } from '../funding.deps';
import { parseAmount } from '../payments/amounts';
import { applyPaymentRule } from '../payments/payment-rules';
import type { PaymentRow } from '../payments/payments.repository';
import * as repo from '../payments/payments.repository';
import {
  type ChangellyFiatOfferInfo,
  type ChangellyFiatOrderEvent,
  type ChangellyFiatPlace,
  changellyFiatStatuses,
} from './providers/changelly-fiat.port';
import { unitsDown } from './providers/swap-amounts';
import { toSwap } from './swaps.mapper';
import * as swaps from './swaps.repository';
import { applySwapUpdate, type ReadBack, readBackSwap, recordSwapDeposit, type SwapDeps } from './swaps.service';

/**
 * CHANGELLY_BUY (SPEC 4 "Funding methods"): US dollars bought with a card through Changelly's Fiat API,
 * distinct from CHANGELLY_SWAP (coins swapped through Changelly's exchange API). The buyer compares
 * the offers, the deposit is recorded PENDING within the domain's CHANGELLY_BUY rule and opened with
 * Changelly, the buyer pays at the provider's checkout, and Changelly's signed callbacks settle it,
 * crediting the USDC delivered as dollars.
 */
const changellyFiatProvider = 'changelly_fiat';

const placeOf = (
  deps: Pick<FundingDeps, 'changellyFiat'>,
  input: { country?: string | undefined; state?: string | undefined },
) =>
  ({
    country: input.country ?? deps.changellyFiat.defaultPlace.country,
    state: input.country ? (input.state ?? null) : deps.changellyFiat.defaultPlace.state,
  }) satisfies ChangellyFiatPlace;

/** The offers, the most USDC delivered first. */
function bestFirst(offers: ChangellyFiatOfferInfo[]): ChangellyFiatOfferInfo[] {
  const delivered = (offer: ChangellyFiatOfferInfo) => unitsDown(offer.amountExpectedTo, scaleOf('USDC'));
  return [...offers].sort((a, b) => (delivered(b) > delivered(a) ? 1 : delivered(b) < delivered(a) ? -1 : 0));
}

/**
 * GET changelly/fiat/offers: each provider's offer for the amount, the most USDC first, in the asset
 * the deposit credits (US dollars, one per USDC delivered), so what is quoted is what is added.
 */
export async function findChangellyFiatOffers(
  deps: Pick<FundingDeps, 'changellyFiat'>,
  actor: Actor,
  query: ChangellyFiatOffersQuery,
): Promise<ChangellyFiatOfferList> {
  const amountFrom = formatUnits(parseAmount(query.amount_from, 'USD', 'amount_from'), 2);
  const offers = bestFirst(
    await deps.changellyFiat.getOffers({ ...placeOf(deps, query), amountFrom, userId: actor.userId }),
  );
  return {
    items: offers.map((offer) => ({
      provider_code: offer.providerCode,
      amount_from: offer.amountFrom,
      amount_expected_to: offer.amountExpectedTo,
      rate: offer.rate,
      fee: offer.fee,
      payment_methods: offer.paymentMethods,
    })),
    from_currency: 'USD',
    to_currency: 'USD',
    is_sandbox: deps.changellyFiat.isSandbox,
  };
}

const orderOf = (row: PaymentRow): ChangellyFiatOrder => ({
  swap: toSwap(row, changellyFiatStatuses),
  redirect_url: row.details.redirect_url ?? null,
});

/**
 * POST changelly/fiat/orders: refused (422) outside the domain's rule before anything is opened; the
 * provider is the one asked for, else the best offer's. A second request with the same
 * Idempotency-Key answers the first one's order and opens nothing.
 */
export async function createChangellyFiatOrder(
  deps: SwapDeps & Pick<FundingDeps, 'changellyFiat'>,
  actor: Actor,
  idempotencyKey: string,
  body: ChangellyFiatOrderRequest,
): Promise<ChangellyFiatOrder> {
  const earlier = await repo.findPaymentByKey(deps.db, actor.tenantId, actor.userId, idempotencyKey);
  if (earlier) return orderOf(earlier);
  const amountUnits = parseAmount(body.amount_from, 'USD', 'amount_from');
  const feeUnits = await applyPaymentRule(deps, actor.tenantId, {
    method: 'CHANGELLY_BUY',
    asset: 'USD',
    amountUnits,
    code: 'BUSINESS_RULE',
  });
  const amountFrom = formatUnits(amountUnits, 2);
  const place = placeOf(deps, body);
  const offers = await deps.changellyFiat.getOffers({ ...place, amountFrom, userId: actor.userId });
  const offer = body.provider_code
    ? offers.find((candidate) => candidate.providerCode === body.provider_code)
    : bestFirst(offers)[0];
  if (!offer) {
    const message = body.provider_code ? 'That offer is no longer available' : 'No provider offers this purchase';
    throw new AppError('BUSINESS_RULE', message, { errors: { provider_code: [message] } });
  }
  const paymentId = randomUUID();
  const input = { ...place, paymentId, userId: actor.userId, amountFrom, providerCode: offer.providerCode };
  const opened = await deps.changellyFiat.createOrder(input);
  const callbacks = deps.changellyFiat.sandbox?.simulate({ ...input, orderId: opened.orderId });
  const row = await recordSwapDeposit(deps, actor, {
    kind: {
      provider: changellyFiatProvider,
      method: 'CHANGELLY_BUY',
      asset: 'USD',
      isSandbox: deps.changellyFiat.isSandbox,
      statuses: changellyFiatStatuses,
    },
    paymentId,
    idempotencyKey,
    reference: opened.orderId,
    priced: { amountUnits, feeUnits },
    details: {
      provider_status: opened.providerStatus,
      from_currency: 'USD',
      from_amount: amountFrom,
      to_currency: 'usdc',
      to_network: 'eth',
      offer_provider: offer.providerCode,
      ...(opened.redirectUrl && { redirect_url: opened.redirectUrl }),
    },
    after: async (tx) => {
      for (const callback of callbacks ?? []) {
        await enqueueEvent(tx, {
          tenantId: actor.tenantId,
          topic: changellyFiatSandboxCallbackTopic,
          payload: callback,
        });
      }
    },
  });
  return orderOf(row);
}

/** The deposit an order is about, by Changelly's order id, else by our payment id it was opened with. */
async function lockDepositOf(tx: Database, event: ChangellyFiatOrderEvent): Promise<PaymentRow | null> {
  const row =
    (await repo.lockPaymentByReference(tx, changellyFiatProvider, event.orderId)) ??
    (event.externalOrderId ? await swaps.lockSwapPayment(tx, changellyFiatProvider, event.externalOrderId) : null);
  if (!row || (event.externalUserId !== null && event.externalUserId !== row.userId)) return null;
  return row;
}

/**
 * POST changelly/fiat/callback: Changelly says an order's status changed. Refused (401) unless signed
 * by Changelly; a delivery seen before (same order and status), an order that is not one of our
 * deposits, and a status for a deposit already settled change nothing. An order is looked for before
 * its delivery is counted as seen, so a callback that outran the recording of its order is taken
 * when Changelly sends it again.
 */
export async function handleChangellyFiatCallback(
  deps: Pick<FundingDeps, 'db' | 'clock' | 'changellyFiat'>,
  body: unknown,
  signature: string | undefined,
): Promise<'applied' | 'ignored'> {
  const event = await deps.changellyFiat.readCallback(body, signature);
  if (!event) return 'ignored';
  const now = deps.clock.now();
  return inTransaction(deps.db, async (tx) => {
    const row = await lockDepositOf(tx, event);
    if (!row) return 'ignored';
    if (!(await repo.claimWebhookEvent(tx, changellyFiatProvider, event.eventId, now))) return 'ignored';
    const update = { ...event, reference: event.orderId };
    return (await applySwapUpdate(tx, row, update, now)).changed ? 'applied' : 'ignored';
  });
}

/**
 * GET changelly/fiat/orders/{id}, by our payment id or Changelly's order id: the caller's own order
 * (404 for anyone else's), its status read back from Changelly while it is pending.
 */
export async function getChangellyFiatOrder(
  deps: Pick<FundingDeps, 'db' | 'clock' | 'changellyFiat'>,
  actor: Actor,
  id: string,
): Promise<Swap> {
  const own = await swaps.findOwnSwapPayment(deps.db, actor, [changellyFiatProvider], id);
  if (!own) throw notFound('Order');
  const readBack: ReadBack = async (row) => {
    const order = await deps.changellyFiat.getOrder(row.id);
    return order && { ...order, id: order.orderId };
  };
  return toSwap(await readBackSwap(deps, own, deps.changellyFiat.isSandbox ? null : readBack), changellyFiatStatuses);
}

/** The sandbox's callbacks go out through the outbox, signed when sent, and take the callback's path. */
export const changellyFiatSandboxCallbackTopic = 'funding.changelly-fiat.sandbox.callback';

export function changellyFiatSandboxCallbackHandler(
  deps: Pick<FundingDeps, 'db' | 'clock' | 'changellyFiat'>,
): OutboxHandler {
  return async (event, tx) => {
    const sandbox = deps.changellyFiat.sandbox;
    if (!sandbox) return;
    const body = event.payload as Record<string, unknown>;
    await handleChangellyFiatCallback({ ...deps, db: tx }, body, sandbox.sign(body));
  };
}
