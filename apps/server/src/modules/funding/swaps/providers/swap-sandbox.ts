import { AppError } from '../../../../platform/errors';
import { sandboxReferencePrices } from '../../../trading';
import type { SandboxOutcome } from '../../payments/payment-outcome';
import type { SwapCurrencyInfo, SwapQuoteInfo } from './swap.port';
import { multiplyDown } from './swap-amounts';

/**
 * What the swap sandboxes (ChangeNOW, Changelly, Transak) share: a fixed price list in USDC, a payout
 * address of their own, and the rule that decides a swap's fate. Every swap completes, delivering
 * the quoted USDC, except one whose amount ends in .13 (100.13 USD, 0.13 ETH): it fails, so the
 * failure path can be tried.
 */

/**
 * USDC for one unit of each coin the sandboxes swap: the sandbox's reference price in dollars (one
 * USDC each), as the demo markets and Lightning price it; and each fiat currency they sell USDC for.
 */
const cryptoPrices: Record<string, { name: string; network: string; price: string }> = {
  btc: { name: 'Bitcoin', network: 'btc', price: sandboxReferencePrices.BTC },
  eth: { name: 'Ethereum', network: 'eth', price: sandboxReferencePrices.ETH },
  ltc: { name: 'Litecoin', network: 'ltc', price: sandboxReferencePrices.LTC },
  sol: { name: 'Solana', network: 'sol', price: sandboxReferencePrices.SOL },
  usdt: { name: 'Tether USD', network: 'eth', price: sandboxReferencePrices.USDT },
  usdc: { name: 'USD Coin', network: 'eth', price: sandboxReferencePrices.USDC },
};
const fiatPrices: Record<string, { name: string; price: string }> = {
  USD: { name: 'US Dollar', price: '1' },
  EUR: { name: 'Euro', price: '1.08' },
  GBP: { name: 'Pound Sterling', price: '1.27' },
};

/** The platform's USDC address the sandboxes pretend to deliver to. */
export const sandboxPayoutAddress = '0x5a0d0000000000000000000000000000005a0d00';

export const sandboxFiatRange = { min: '20', max: '20000' };

export const sandboxCryptoCurrencies = (): SwapCurrencyInfo[] =>
  Object.entries(cryptoPrices).map(([ticker, coin]) => ({
    ticker,
    name: coin.name,
    network: coin.network,
    image: null,
    supportsFixedRate: true,
  }));

export const sandboxFiatCurrencies = (): SwapCurrencyInfo[] =>
  Object.entries(fiatPrices).map(([ticker, fiat]) => ({
    ticker,
    name: fiat.name,
    network: null,
    image: null,
    supportsFixedRate: false,
  }));

const unknownCurrency = (currency: string) =>
  new AppError('VALIDATION', `The sandbox does not swap ${currency}`, {
    errors: { from_currency: [`The sandbox does not swap ${currency}`] },
  });

/** The sandbox's quote of `fromAmount` of a coin (or of a fiat currency) in USDC. */
export function sandboxQuote(input: {
  fromCurrency: string;
  fromNetwork: string | null;
  fromAmount: string;
  isFiat?: boolean;
  rateId?: string | null;
  validUntil?: string | null;
}): SwapQuoteInfo {
  const coin = input.isFiat ? fiatPrices[input.fromCurrency] : cryptoPrices[input.fromCurrency];
  if (!coin) throw unknownCurrency(input.fromCurrency);
  return {
    fromCurrency: input.fromCurrency,
    fromNetwork: input.isFiat ? null : (input.fromNetwork ?? cryptoPrices[input.fromCurrency]?.network ?? null),
    fromAmount: input.fromAmount,
    toCurrency: 'usdc',
    toNetwork: 'eth',
    toAmount: multiplyDown(input.fromAmount, coin.price, 6),
    rateId: input.rateId ?? null,
    validUntil: input.validUntil ?? null,
    min: input.isFiat ? sandboxFiatRange.min : null,
    max: input.isFiat ? sandboxFiatRange.max : null,
  };
}

/** A swap of an amount ending in .13 fails; every other one completes. */
export function sandboxSwapOutcome(fromAmount: string, provider: string): SandboxOutcome {
  const normalized = fromAmount.includes('.') ? fromAmount.replace(/0+$/, '') : fromAmount;
  return normalized.endsWith('.13')
    ? { status: 'FAILED', failureReason: `The ${provider} swap was refunded (sandbox)` }
    : { status: 'COMPLETED', failureReason: null };
}
