import { randomUUID } from 'node:crypto';
import type { PayoutDestination, PayoutProvider } from './payout.port';

/**
 * The default payout provider. It sends every withdrawal except two, which fail as a real payout
 * fails, so the release path can be tried: to the burn address `0x000000000000000000000000000000000000dEaD`
 * (any case), and to the bank account number `0000000000`.
 */
export const sandboxFailingDestinations = {
  wallet: '0x000000000000000000000000000000000000dead',
  accountNumber: '0000000000',
} as const;

function failureOf(destination: PayoutDestination): string | null {
  if (destination.kind === 'wallet' && destination.wallet.toLowerCase() === sandboxFailingDestinations.wallet) {
    return 'The network refused the transfer to this address (sandbox)';
  }
  if (destination.kind === 'bank' && destination.accountNumber === sandboxFailingDestinations.accountNumber) {
    return 'The receiving bank returned the transfer (sandbox)';
  }
  return null;
}

export function createSandboxPayoutProvider(): PayoutProvider {
  return {
    name: 'sandbox',
    isSandbox: true,
    async submitPayout(input) {
      const failureReason = failureOf(input.destination);
      return {
        reference: `sandbox-payout-${randomUUID()}`,
        sandboxOutcome: failureReason ? { status: 'FAILED', failureReason } : { status: 'COMPLETED', failureReason },
      };
    },
  };
}
