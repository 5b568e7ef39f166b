import type { PayoutProvider, PayoutRouter } from './payout.port';
import { createSandboxPayoutProvider } from './sandbox-payouts';

/**
 * Bank payouts go to `bank` (Circle when CIRCLE_API_KEY is set), transfers to wallets to `wallet`
 * (Fireblocks when FIREBLOCKS_* is set); each is the sandbox when not given.
 */
export function createPayoutRouter(options: { bank?: PayoutProvider; wallet?: PayoutProvider } = {}): PayoutRouter {
  const sandbox = createSandboxPayoutProvider();
  const bank = options.bank ?? sandbox;
  const wallet = options.wallet ?? sandbox;
  return {
    providerFor: (destination) => (destination.kind === 'bank' ? bank : wallet),
    named: (name) => [bank, wallet].find((provider) => provider.name === name) ?? null,
  };
}
