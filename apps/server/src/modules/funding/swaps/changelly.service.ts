import type {
  AddressValidation,
  CryptoEstimateQuery,
  CryptoTransactRequest,
  FixedTransactRequest,
  Swap,
  SwapCurrencyList,
  SwapQuote,
  SwapStatus,
  ValidateAddressRequest,
} from '@invest/contracts';
import type { Actor, FundingDeps } from '../funding.deps';
import type { PaymentRow } from '../payments/payments.repository';
import { swapStatuses } from './providers/swap.port';
import { toSwap, toSwapCurrency, toSwapQuote } from './swaps.mapper';
import {
  fromAmountOf,
  getOwnSwapPayment,
  openSwapDeposit,
  type ReadBack,
  type SwapDeps,
  type SwapKind,
} from './swaps.service';

/** SPEC 7 "Swap provider 2" (Changelly): crypto swaps into USDC, credited in USDC, as the CHANGELLY_SWAP method. */
export const changellyProvider = 'changelly';

type ChangellyDeps = Pick<FundingDeps, 'changelly'>;
/** Reading a swap back from Changelly, and settling it when it finished. */
type ReadDeps = Pick<FundingDeps, 'db' | 'clock' | 'changelly'>;

const kind = (deps: ChangellyDeps): SwapKind => ({
  provider: changellyProvider,
  method: 'CHANGELLY_SWAP',
  asset: 'USDC',
  isSandbox: deps.changelly.isSandbox,
  statuses: swapStatuses,
});

const quoteInput = (query: CryptoEstimateQuery) => ({
  fromCurrency: query.from_currency,
  fromAmount: query.from_amount,
});

export async function findChangellyCurrencies(deps: ChangellyDeps): Promise<SwapCurrencyList> {
  const items = await deps.changelly.currencies();
  return { items: items.map(toSwapCurrency), is_sandbox: deps.changelly.isSandbox };
}

export async function estimateFloating(deps: ChangellyDeps, query: CryptoEstimateQuery): Promise<SwapQuote> {
  return toSwapQuote(await deps.changelly.exchangeAmount(quoteInput(query)), deps.changelly.isSandbox);
}

export async function estimateFixed(deps: ChangellyDeps, query: CryptoEstimateQuery): Promise<SwapQuote> {
  return toSwapQuote(await deps.changelly.fixAmount(quoteInput(query)), deps.changelly.isSandbox);
}

export async function validateAddress(deps: ChangellyDeps, body: ValidateAddressRequest): Promise<AddressValidation> {
  const answer = await deps.changelly.validateAddress({
    currency: body.currency,
    address: body.address,
    extraId: body.extra_id ?? null,
  });
  return { is_valid: answer.isValid, message: answer.message };
}

function swapInput(body: CryptoTransactRequest) {
  return {
    fromCurrency: body.from_currency,
    fromNetwork: body.from_network ?? null,
    fromAmount: fromAmountOf(body.from_amount),
    refundAddress: body.refund_address ?? null,
    refundExtraId: body.refund_extra_id ?? null,
  };
}

/** POST changelly/create: a swap at the floating rate; the user sends the coins to `pay_in_address`. */
export function createFloating(
  deps: SwapDeps & ChangellyDeps,
  actor: Actor,
  idempotencyKey: string,
  body: CryptoTransactRequest,
): Promise<Swap> {
  const input = swapInput(body);
  return openSwapDeposit(deps, actor, idempotencyKey, kind(deps), {
    quote: () => deps.changelly.exchangeAmount(input),
    open: (paymentId) => deps.changelly.createTransaction({ ...input, paymentId }),
  });
}

/** POST changelly/create-fix: a swap at the fixed rate `rate_id` the user was quoted. */
export function createFixed(
  deps: SwapDeps & ChangellyDeps,
  actor: Actor,
  idempotencyKey: string,
  body: FixedTransactRequest,
): Promise<Swap> {
  const input = swapInput(body);
  return openSwapDeposit(deps, actor, idempotencyKey, kind(deps), {
    quote: () => deps.changelly.exchangeAmount(input),
    open: (paymentId) =>
      deps.changelly.createFixTransaction({
        ...input,
        paymentId,
        rateId: body.rate_id,
        refundAddress: body.refund_address,
      }),
  });
}

/** How a pending Changelly swap is read back from Changelly. */
export const readBackChangelly =
  (deps: ChangellyDeps): ReadBack =>
  (payment) =>
    deps.changelly.getTransaction(payment.providerReference);

function ownSwap(deps: ReadDeps, actor: Actor, id: string): Promise<PaymentRow> {
  return getOwnSwapPayment(deps, actor, [changellyProvider], id, readBackChangelly(deps));
}

export async function getChangellyTransaction(deps: ReadDeps, actor: Actor, id: string): Promise<Swap> {
  return toSwap(await ownSwap(deps, actor, id), swapStatuses);
}

/** GET changelly/status/{id}: the provider's status of the swap, read back while it is pending. */
export async function getChangellyStatus(deps: ReadDeps, actor: Actor, id: string): Promise<SwapStatus> {
  const swap = toSwap(await ownSwap(deps, actor, id), swapStatuses);
  return { provider_status: swap.provider_status ?? 'waiting', status: swap.payment.status };
}
