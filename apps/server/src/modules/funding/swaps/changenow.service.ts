import type {
  CryptoEstimateQuery,
  CryptoTransactRequest,
  FiatEstimateQuery,
  FiatTransactRequest,
  Swap,
  SwapCurrencyList,
  SwapPairList,
  SwapPairsQuery,
  SwapQuote,
  SwapRange,
} from '@invest/contracts';
import type { Actor, FundingDeps } from '../funding.deps';
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

/**
 * SPEC 7 "Fiat/crypto swap provider 1" (ChangeNOW): fiat purchases of USDC, credited in US dollars,
 * and crypto swaps into USDC, credited in USDC; both count as the CHANGENOW method.
 */
export const changeNowProviders = { fiat: 'changenow-fiat', crypto: 'changenow' } as const;

type ChangeNowDeps = Pick<FundingDeps, 'changenow'>;

const fiatKind = (deps: ChangeNowDeps): SwapKind => ({
  provider: changeNowProviders.fiat,
  method: 'CHANGENOW',
  asset: 'USD',
  isSandbox: deps.changenow.isSandbox,
  statuses: swapStatuses,
});
const cryptoKind = (deps: ChangeNowDeps): SwapKind => ({
  provider: changeNowProviders.crypto,
  method: 'CHANGENOW',
  asset: 'USDC',
  isSandbox: deps.changenow.isSandbox,
  statuses: swapStatuses,
});

export async function findFiatCurrencies(deps: ChangeNowDeps): Promise<SwapCurrencyList> {
  const items = await deps.changenow.fiatCurrencies();
  return { items: items.map(toSwapCurrency), is_sandbox: deps.changenow.isSandbox };
}

export async function estimateFiat(deps: ChangeNowDeps, query: FiatEstimateQuery): Promise<SwapQuote> {
  const quote = await deps.changenow.fiatEstimate({ fromCurrency: query.from_currency, fromAmount: query.from_amount });
  return toSwapQuote(quote, deps.changenow.isSandbox);
}

export async function getFiatRange(deps: ChangeNowDeps, currency: string): Promise<SwapRange> {
  return { ...(await deps.changenow.fiatRange(currency)), is_sandbox: deps.changenow.isSandbox };
}

/** POST changenow/fiat/transact: the user pays at the provider's checkout (`redirect_url`). */
export function transactFiat(
  deps: SwapDeps & ChangeNowDeps,
  actor: Actor,
  idempotencyKey: string,
  body: FiatTransactRequest,
): Promise<Swap> {
  const fromAmount = fromAmountOf(body.from_amount);
  const input = { fromCurrency: body.from_currency, fromAmount };
  return openSwapDeposit(deps, actor, idempotencyKey, fiatKind(deps), {
    quote: () => deps.changenow.fiatEstimate(input),
    open: (paymentId) =>
      deps.changenow.createFiatTransaction({
        ...input,
        paymentId,
        fromNetwork: null,
        refundAddress: null,
        refundExtraId: null,
        depositType: body.deposit_type ?? 'VISA_MC1',
      }),
  });
}

/** How a pending ChangeNOW fiat purchase is read back from ChangeNOW. */
export const readBackFiat =
  (deps: ChangeNowDeps): ReadBack =>
  (payment) =>
    deps.changenow.getFiatTransaction(payment.providerReference);

/** How a pending ChangeNOW crypto swap is read back from ChangeNOW. */
export const readBackCrypto =
  (deps: ChangeNowDeps): ReadBack =>
  (payment) =>
    deps.changenow.getCryptoExchange(payment.providerReference);

export async function getFiatTransaction(
  deps: Pick<FundingDeps, 'db' | 'clock' | 'changenow'>,
  actor: Actor,
  id: string,
): Promise<Swap> {
  const row = await getOwnSwapPayment(deps, actor, [changeNowProviders.fiat], id, readBackFiat(deps));
  return toSwap(row, swapStatuses);
}

export async function findCryptoCurrencies(deps: ChangeNowDeps): Promise<SwapCurrencyList> {
  const items = await deps.changenow.cryptoCurrencies();
  return { items: items.map(toSwapCurrency), is_sandbox: deps.changenow.isSandbox };
}

export async function findCryptoPairs(deps: ChangeNowDeps, query: SwapPairsQuery): Promise<SwapPairList> {
  const items = await deps.changenow.cryptoPairs({ fromCurrency: query.from_currency, toCurrency: query.to_currency });
  return { items, is_sandbox: deps.changenow.isSandbox };
}

export async function estimateCrypto(deps: ChangeNowDeps, query: CryptoEstimateQuery): Promise<SwapQuote> {
  const quote = await deps.changenow.cryptoEstimate({
    fromCurrency: query.from_currency,
    fromNetwork: query.from_network ?? null,
    fromAmount: query.from_amount,
  });
  return toSwapQuote(quote, deps.changenow.isSandbox);
}

/** POST changenow/crypto/transact: the user sends the coins to `pay_in_address`. */
export function transactCrypto(
  deps: SwapDeps & ChangeNowDeps,
  actor: Actor,
  idempotencyKey: string,
  body: CryptoTransactRequest,
): Promise<Swap> {
  const input = {
    fromCurrency: body.from_currency,
    fromNetwork: body.from_network ?? null,
    fromAmount: fromAmountOf(body.from_amount),
  };
  return openSwapDeposit(deps, actor, idempotencyKey, cryptoKind(deps), {
    quote: () => deps.changenow.cryptoEstimate(input),
    open: (paymentId) =>
      deps.changenow.createCryptoExchange({
        ...input,
        paymentId,
        refundAddress: body.refund_address ?? null,
        refundExtraId: body.refund_extra_id ?? null,
      }),
  });
}

export async function getCryptoTransaction(
  deps: Pick<FundingDeps, 'db' | 'clock' | 'changenow'>,
  actor: Actor,
  id: string,
): Promise<Swap> {
  const row = await getOwnSwapPayment(deps, actor, [changeNowProviders.crypto], id, readBackCrypto(deps));
  return toSwap(row, swapStatuses);
}
