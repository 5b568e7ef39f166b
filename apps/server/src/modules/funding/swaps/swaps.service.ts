import { randomUUID } from 'node:crypto';
import type { FundingMethod, Swap } from '@invest/contracts';
import { scaleOf } from '@invest/money';
import type { Database } from '../../../platform/db/database';
import { inTransaction } from '../../../platform/db/transaction';
import { AppError, invalid, notFound } from '../../../platform/errors';
import type { Actor, FundingDeps } from '../funding.deps';
import { announcePayment } from '../payments/payment-events';
import { applyPaymentRule } from '../payments/payment-rules';
import type { PaymentRow } from '../payments/payments.repository';
import * as repo from '../payments/payments.repository';
import { scheduleSandboxWebhook } from '../payments/sandbox-webhooks';
import { settlePayment } from '../payments/settlement.service';
import type { SwapOpened, SwapQuoteInfo, SwapReport } from './providers/swap.port';
import { decimalOf, unitsDown } from './providers/swap-amounts';
import { type ProviderStatuses, swapDetailsOf, toSwap } from './swaps.mapper';
import * as swaps from './swaps.repository';

/**
 * What every swap deposit shares, whichever the provider: it is opened with the provider, recorded
 * PENDING for what the provider expects to deliver (within the domain's rule for the method), and
 * credited through the settlement path when the provider reports it delivered, by its signed webhook
 * or when its status is read back (polling); failed, it credits nothing.
 */

/** What opening a swap deposit reads: the database, the clock and the domain's payment rules. */
export type SwapDeps = Pick<FundingDeps, 'db' | 'clock' | 'lookups'>;

/** One kind of swap deposit: who provides it, the method it counts as, the asset it credits. */
export interface SwapKind {
  provider: string;
  method: FundingMethod;
  /** USDC for crypto swaps, USD for fiat purchases (the USDC delivered, one dollar each). */
  asset: 'USD' | 'USDC';
  isSandbox: boolean;
  statuses: ProviderStatuses;
}

/** An amount a client sent (a decimal string or an exact JSON number) as a plain decimal above zero. */
export function fromAmountOf(value: string | number, field = 'from_amount'): string {
  const decimal = decimalOf(value);
  if (decimal === null || !/^\d{1,12}(\.\d{1,18})?$/.test(decimal)) throw invalid(field, 'Use an amount such as 0.5');
  if (!/[1-9]/.test(decimal)) throw invalid(field, 'The amount must be greater than zero');
  return decimal;
}

/** The base units of the credited asset a swap is expected to deliver, within the domain's rule (422 outside it). */
async function priceSwap(deps: Pick<FundingDeps, 'lookups'>, actor: Actor, kind: SwapKind, deliveredAmount: string) {
  const amountUnits = unitsDown(deliveredAmount, scaleOf(kind.asset));
  if (amountUnits <= 0n) {
    throw new AppError('BUSINESS_RULE', 'The amount is too small to deliver anything', {
      errors: { from_amount: ['The amount is too small to deliver anything'] },
    });
  }
  const feeUnits = await applyPaymentRule(deps, actor.tenantId, {
    method: kind.method,
    asset: kind.asset,
    amountUnits,
    code: 'BUSINESS_RULE',
  });
  return { amountUnits, feeUnits };
}

/** Records a swap the provider opened: PENDING, announced, and in the sandbox its outcome scheduled. */
export async function recordSwapDeposit(
  deps: Pick<FundingDeps, 'db' | 'clock'>,
  actor: Actor,
  input: {
    kind: SwapKind;
    paymentId: string;
    idempotencyKey: string;
    reference: string | null;
    priced: { amountUnits: bigint; feeUnits: bigint };
    details: Record<string, string>;
    after?: (tx: Database, row: PaymentRow) => Promise<void>;
  },
): Promise<PaymentRow> {
  const now = deps.clock.now();
  return inTransaction(deps.db, async (tx) => {
    const row = await repo.insertPayment(tx, {
      id: input.paymentId,
      tenantId: actor.tenantId,
      userId: actor.userId,
      direction: 'deposit',
      method: input.kind.method,
      provider: input.kind.provider,
      providerReference: input.reference,
      asset: input.kind.asset,
      ...input.priced,
      status: 'PENDING',
      idempotencyKey: input.idempotencyKey,
      isSandbox: input.kind.isSandbox,
      details: input.details,
      createdAt: now,
      updatedAt: now,
    });
    await announcePayment(tx, row);
    await input.after?.(tx, row);
    return row;
  });
}

/**
 * Opens a swap with the provider and records its deposit: refused (422) before anything is opened
 * when the quote is outside the domain's rule for the method, and again if what the provider opened
 * is. A second request with the same Idempotency-Key answers the first one's swap.
 */
export async function openSwapDeposit(
  deps: SwapDeps,
  actor: Actor,
  idempotencyKey: string,
  kind: SwapKind,
  steps: { quote: () => Promise<SwapQuoteInfo>; open: (paymentId: string) => Promise<SwapOpened> },
): Promise<Swap> {
  const earlier = await repo.findPaymentByKey(deps.db, actor.tenantId, actor.userId, idempotencyKey);
  if (earlier) return toSwap(earlier, kind.statuses);
  await priceSwap(deps, actor, kind, (await steps.quote()).toAmount);
  const paymentId = randomUUID();
  const opened = await steps.open(paymentId);
  const priced = await priceSwap(deps, actor, kind, opened.expectedToAmount);
  const row = await recordSwapDeposit(deps, actor, {
    kind,
    paymentId,
    idempotencyKey,
    reference: opened.id,
    priced,
    details: swapDetailsOf(opened),
    after: async (tx) => {
      if (opened.sandboxOutcome) {
        await scheduleSandboxWebhook(
          tx,
          { tenantId: actor.tenantId, provider: kind.provider, reference: opened.id },
          opened.sandboxOutcome,
        );
      }
    },
  });
  return toSwap(row, kind.statuses);
}

/** What a provider reported of a swap, by webhook or read back from its API. */
export type SwapUpdate = Pick<SwapReport, 'providerStatus' | 'state' | 'deliveredAmount' | 'failureReason'> & {
  reference: string;
};

/**
 * Applies a provider's report to a swap deposit the caller locked, in the caller's transaction: its
 * provider id and status are recorded, and a final state settles it (credited once when delivered,
 * at what was delivered). A report about another transaction of the provider changes nothing.
 */
export async function applySwapUpdate(tx: Database, row: PaymentRow, update: SwapUpdate, now: Date) {
  if (row.providerReference !== null && row.providerReference !== update.reference) return { row, changed: false };
  let current = row;
  if (row.providerReference === null || row.details.provider_status !== update.providerStatus) {
    current = await repo.updatePayment(tx, row.id, {
      providerReference: update.reference,
      details: { ...row.details, provider_status: update.providerStatus },
      updatedAt: now,
    });
  }
  if (update.state === 'PENDING') {
    if (current !== row) await announcePayment(tx, current);
    return { row: current, changed: current !== row };
  }
  const delivered = update.deliveredAmount === null ? 0n : unitsDown(update.deliveredAmount, scaleOf(row.asset));
  const settled = await settlePayment(
    tx,
    current,
    {
      status: update.state,
      failureReason: update.failureReason,
      receivedUnits: update.state === 'COMPLETED' && delivered > 0n ? delivered : undefined,
    },
    now,
  );
  return { row: settled ?? current, changed: settled !== null || current !== row };
}

/** Reads a pending swap's status back from its provider, when that is a real one (the polling path). */
export type ReadBack = (row: PaymentRow & { providerReference: string }) => Promise<SwapReport | null>;

/** Applies what the provider now says of a pending swap deposit, read back with `readBack`. */
export async function readBackSwap(
  deps: Pick<FundingDeps, 'db' | 'clock'>,
  row: PaymentRow,
  readBack: ReadBack | null,
): Promise<PaymentRow> {
  const reference = row.providerReference;
  if (!readBack || row.isSandbox || row.status !== 'PENDING' || reference === null) return row;
  const report = await readBack({ ...row, providerReference: reference });
  if (!report) return row;
  return inTransaction(deps.db, async (tx) => {
    const locked = await swaps.lockSwapPayment(tx, row.provider, row.id);
    if (!locked) return row;
    return (await applySwapUpdate(tx, locked, { ...report, reference: report.id }, deps.clock.now())).row;
  });
}

/**
 * The caller's own swap deposit of `providers`, by our payment id or the provider's id (404 for
 * anyone else's). While it is pending and a real provider answers, its status is read back from the
 * provider first, so a finished swap is credited when its owner looks at it.
 */
export async function getOwnSwapPayment(
  deps: Pick<FundingDeps, 'db' | 'clock'>,
  actor: Actor,
  providers: string[],
  id: string,
  readBack: ReadBack | null,
): Promise<PaymentRow> {
  const row = await swaps.findOwnSwapPayment(deps.db, actor, providers, id);
  if (!row) throw notFound('Transaction');
  return readBackSwap(deps, row, readBack);
}
