import { randomBytes, randomUUID } from 'node:crypto';
import type { ChangellyProvider, SwapInput, SwapOpened } from './swap.port';
import { sandboxCryptoCurrencies, sandboxQuote, sandboxSwapOutcome } from './swap-sandbox';

/**
 * The default Changelly: quotes from the sandbox price list (a fixed-rate quote holds for 15 minutes
 * by its rate id), addresses of 26 to 64 letters and digits are valid, swaps open at once and end a
 * moment later by the sandbox's signed webhook: finished, or refunded for an amount ending in .13.
 */
const fixedRateMinutes = 15;

function opened(input: SwapInput, rateId: string | null): SwapOpened {
  const quote = sandboxQuote({ ...input, rateId });
  return {
    id: `sandbox-cl-${randomUUID()}`,
    providerStatus: 'new',
    fromCurrency: quote.fromCurrency,
    fromNetwork: quote.fromNetwork,
    fromAmount: quote.fromAmount,
    toCurrency: quote.toCurrency,
    toNetwork: quote.toNetwork,
    expectedToAmount: quote.toAmount,
    payInAddress: `sandbox${randomBytes(16).toString('hex')}`,
    payInExtraId: null,
    redirectUrl: null,
    validUntil: null,
    sandboxOutcome: sandboxSwapOutcome(quote.fromAmount, 'Changelly'),
  };
}

export function createSandboxChangellyProvider(): ChangellyProvider {
  return {
    isSandbox: true,
    async currencies() {
      return sandboxCryptoCurrencies();
    },
    async exchangeAmount(input) {
      return sandboxQuote({ ...input, fromNetwork: null });
    },
    async fixAmount(input) {
      return sandboxQuote({
        ...input,
        fromNetwork: null,
        rateId: `sandbox-rate-${randomUUID()}`,
        validUntil: new Date(Date.now() + fixedRateMinutes * 60_000).toISOString(),
      });
    },
    async validateAddress(input) {
      const isValid = /^[A-Za-z0-9]{26,64}$/.test(input.address);
      return { isValid, message: isValid ? null : `Not a ${input.currency} address (sandbox)` };
    },
    async createTransaction(input) {
      return opened(input, null);
    },
    async createFixTransaction(input) {
      return opened(input, input.rateId);
    },
    async getTransaction() {
      return null;
    },
  };
}
