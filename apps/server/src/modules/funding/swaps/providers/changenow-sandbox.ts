import { randomBytes, randomUUID } from 'node:crypto';
import type { ChangeNowProvider, SwapOpened, SwapQuoteInfo } from './swap.port';
import {
  sandboxCryptoCurrencies,
  sandboxFiatCurrencies,
  sandboxFiatRange,
  sandboxQuote,
  sandboxSwapOutcome,
} from './swap-sandbox';

/**
 * The default ChangeNOW: quotes from the sandbox price list, swaps that open at once (a made-up
 * pay-in address, or a checkout address for fiat) and end a moment later by the sandbox's signed
 * webhook: finished, or refunded for an amount ending in .13.
 */
function opened(quote: SwapQuoteInfo, extra: Partial<SwapOpened>): SwapOpened {
  return {
    id: `sandbox-cn-${randomUUID()}`,
    providerStatus: 'waiting',
    fromCurrency: quote.fromCurrency,
    fromNetwork: quote.fromNetwork,
    fromAmount: quote.fromAmount,
    toCurrency: quote.toCurrency,
    toNetwork: quote.toNetwork,
    expectedToAmount: quote.toAmount,
    payInAddress: null,
    payInExtraId: null,
    redirectUrl: null,
    validUntil: null,
    sandboxOutcome: sandboxSwapOutcome(quote.fromAmount, 'ChangeNOW'),
    ...extra,
  };
}

export function createSandboxChangeNowProvider(): ChangeNowProvider {
  const cryptoCurrencies = sandboxCryptoCurrencies();
  return {
    isSandbox: true,
    async fiatCurrencies() {
      return sandboxFiatCurrencies();
    },
    async fiatEstimate(input) {
      return sandboxQuote({ ...input, fromNetwork: null, isFiat: true });
    },
    async fiatRange(fromCurrency) {
      sandboxQuote({ fromCurrency, fromNetwork: null, fromAmount: '1', isFiat: true });
      return { from: fromCurrency, to: 'USDC', ...sandboxFiatRange };
    },
    async createFiatTransaction(input) {
      const quote = sandboxQuote({ ...input, fromNetwork: null, isFiat: true });
      const id = `sandbox-cn-fiat-${randomUUID()}`;
      return opened(quote, { id, providerStatus: 'new', redirectUrl: `https://sandbox.invalid/checkout/${id}` });
    },
    async getFiatTransaction() {
      return null;
    },
    async cryptoCurrencies() {
      return cryptoCurrencies;
    },
    async cryptoPairs(filter) {
      return cryptoCurrencies
        .flatMap((from) => cryptoCurrencies.map((to) => ({ from: from.ticker, to: to.ticker })))
        .filter((pair) => pair.from !== pair.to)
        .filter((pair) => !filter.fromCurrency || pair.from === filter.fromCurrency)
        .filter((pair) => !filter.toCurrency || pair.to === filter.toCurrency)
        .map((pair) => `${pair.from}_${pair.to}`);
    },
    async cryptoEstimate(input) {
      return sandboxQuote(input);
    },
    async createCryptoExchange(input) {
      const quote = sandboxQuote(input);
      return opened(quote, { payInAddress: `sandbox${randomBytes(16).toString('hex')}` });
    },
    async getCryptoExchange() {
      return null;
    },
  };
}
