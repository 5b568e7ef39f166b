import type { Swap, SwapCurrency, SwapQuote } from '@invest/contracts';
import { toPayment } from '../payments/payment.mapper';
import type { PaymentRow } from '../payments/payments.repository';
import type { PaymentDetails } from '../payments/payments.tables';
import type { SwapCurrencyInfo, SwapOpened, SwapQuoteInfo, SwapState } from './providers/swap.port';

/** What a swap deposit keeps in its payment's details, beside the amount it expects. */
export function swapDetailsOf(opened: SwapOpened): PaymentDetails {
  const details: Record<string, string | null> = {
    provider_status: opened.providerStatus,
    from_currency: opened.fromCurrency,
    from_network: opened.fromNetwork,
    from_amount: opened.fromAmount,
    to_currency: opened.toCurrency,
    to_network: opened.toNetwork,
    pay_in_address: opened.payInAddress,
    pay_in_extra_id: opened.payInExtraId,
    redirect_url: opened.redirectUrl,
    valid_until: opened.validUntil,
  };
  return Object.fromEntries(Object.entries(details).filter((entry): entry is [string, string] => entry[1] !== null));
}

/** A provider's statuses: which are final, and its names for delivered and failed. */
export interface ProviderStatuses {
  stateOf(status: string): SwapState;
  completed: string;
  failed: string;
}

/**
 * The provider's last status we know; once the deposit is settled by a path that did not name it
 * (the sandbox's webhook), the provider's name for how it ended.
 */
function providerStatusOf(row: PaymentRow, statuses: ProviderStatuses): string | null {
  const recorded = row.details.provider_status ?? null;
  if (row.status === 'PENDING' || (recorded !== null && statuses.stateOf(recorded) !== 'PENDING')) return recorded;
  return row.status === 'FAILED' ? statuses.failed : statuses.completed;
}

export function toSwap(row: PaymentRow, statuses: ProviderStatuses): Swap {
  const details = row.details;
  return {
    payment: toPayment(row),
    provider_transaction_id: row.providerReference,
    provider_status: providerStatusOf(row, statuses),
    from_currency: details.from_currency ?? '',
    from_network: details.from_network ?? null,
    from_amount: details.from_amount ?? '',
    to_currency: details.to_currency ?? '',
    to_network: details.to_network ?? null,
    pay_in_address: details.pay_in_address ?? null,
    pay_in_extra_id: details.pay_in_extra_id ?? null,
    redirect_url: details.redirect_url ?? null,
    valid_until: details.valid_until ?? null,
  };
}

export function toSwapQuote(quote: SwapQuoteInfo, isSandbox: boolean): SwapQuote {
  return {
    from_currency: quote.fromCurrency,
    from_network: quote.fromNetwork,
    from_amount: quote.fromAmount,
    to_currency: quote.toCurrency,
    to_network: quote.toNetwork,
    to_amount: quote.toAmount,
    rate_id: quote.rateId,
    valid_until: quote.validUntil,
    min: quote.min,
    max: quote.max,
    is_sandbox: isSandbox,
  };
}

export const toSwapCurrency = (currency: SwapCurrencyInfo): SwapCurrency => ({
  ticker: currency.ticker,
  name: currency.name,
  network: currency.network,
  image: currency.image,
  supports_fixed_rate: currency.supportsFixedRate,
});
