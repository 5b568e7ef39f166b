import type { SandboxOutcome } from '../../payments/payment-outcome';

/**
 * The swap providers (ChangeNOW, Changelly) behind ports. The user pays the provider (coins sent to
 * its pay-in address, or fiat at its checkout) and the provider delivers USDC to the platform's
 * payout address; the deposit is credited to the user when the provider reports it finished.
 */

export interface SwapCurrencyInfo {
  ticker: string;
  name: string;
  network: string | null;
  image: string | null;
  supportsFixedRate: boolean;
}

/** What the provider would deliver for an amount; decimal strings. */
export interface SwapQuoteInfo {
  fromCurrency: string;
  fromNetwork: string | null;
  fromAmount: string;
  toCurrency: string;
  toNetwork: string | null;
  toAmount: string;
  rateId: string | null;
  validUntil: string | null;
  min: string | null;
  max: string | null;
}

export interface SwapInput {
  /** Our payment id, sent to the provider as the user's reference where its API takes one. */
  paymentId: string;
  fromCurrency: string;
  fromNetwork: string | null;
  fromAmount: string;
  refundAddress: string | null;
  refundExtraId: string | null;
}

/** A swap the provider opened: where the user pays, and what it expects to deliver. */
export interface SwapOpened {
  id: string;
  providerStatus: string;
  fromCurrency: string;
  fromNetwork: string | null;
  fromAmount: string;
  toCurrency: string;
  toNetwork: string | null;
  /** Decimal string of `toCurrency`. */
  expectedToAmount: string;
  payInAddress: string | null;
  payInExtraId: string | null;
  redirectUrl: string | null;
  validUntil: string | null;
  /** The sandbox's decision, sent later by its signed webhook. */
  sandboxOutcome?: SandboxOutcome;
}

export type SwapState = 'PENDING' | 'COMPLETED' | 'FAILED';

/** The provider's word on a swap, read back from its API (the polling path). */
export interface SwapReport {
  id: string;
  providerStatus: string;
  state: SwapState;
  /** What it delivered, when it says (decimal string of the delivered currency). */
  deliveredAmount: string | null;
  failureReason: string | null;
}

/** ChangeNOW: fiat purchases (its v2 fiat API) and crypto swaps (its v2 exchange API). */
export interface ChangeNowProvider {
  readonly isSandbox: boolean;
  fiatCurrencies(): Promise<SwapCurrencyInfo[]>;
  fiatEstimate(input: { fromCurrency: string; fromAmount: string }): Promise<SwapQuoteInfo>;
  fiatRange(fromCurrency: string): Promise<{ from: string; to: string; min: string | null; max: string | null }>;
  createFiatTransaction(input: SwapInput & { depositType: string }): Promise<SwapOpened>;
  getFiatTransaction(id: string): Promise<SwapReport | null>;
  cryptoCurrencies(): Promise<SwapCurrencyInfo[]>;
  cryptoPairs(filter: { fromCurrency?: string | undefined; toCurrency?: string | undefined }): Promise<string[]>;
  cryptoEstimate(input: {
    fromCurrency: string;
    fromNetwork: string | null;
    fromAmount: string;
  }): Promise<SwapQuoteInfo>;
  createCryptoExchange(input: SwapInput): Promise<SwapOpened>;
  getCryptoExchange(id: string): Promise<SwapReport | null>;
}

/** Changelly's exchange API v2 (JSON-RPC). */
export interface ChangellyProvider {
  readonly isSandbox: boolean;
  currencies(): Promise<SwapCurrencyInfo[]>;
  exchangeAmount(input: { fromCurrency: string; fromAmount: string }): Promise<SwapQuoteInfo>;
  fixAmount(input: { fromCurrency: string; fromAmount: string }): Promise<SwapQuoteInfo>;
  validateAddress(input: {
    currency: string;
    address: string;
    extraId: string | null;
  }): Promise<{ isValid: boolean; message: string | null }>;
  createTransaction(input: SwapInput): Promise<SwapOpened>;
  createFixTransaction(input: SwapInput & { rateId: string; refundAddress: string }): Promise<SwapOpened>;
  getTransaction(id: string): Promise<SwapReport | null>;
}

/** The swap statuses ChangeNOW and Changelly share: finished is delivered; these end without delivery. */
const failedSwapStatuses = new Set(['failed', 'refunded', 'expired', 'overdue']);

export function toSwapState(status: string): SwapState {
  if (status === 'finished') return 'COMPLETED';
  return failedSwapStatuses.has(status) ? 'FAILED' : 'PENDING';
}

/** ChangeNOW's and Changelly's statuses, for the swaps' mapper. */
export const swapStatuses = { stateOf: toSwapState, completed: 'finished', failed: 'failed' };

export const swapFailureReason = (provider: string, status: string) =>
  `The ${provider} swap ended without delivery (${status})`;
