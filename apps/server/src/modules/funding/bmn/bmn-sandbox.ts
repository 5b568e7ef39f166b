import { randomUUID } from 'node:crypto';
import { parseUnits } from '@invest/money';
import type { BmnDesk } from './bmn-desk.port';

/**
 * The default BMN desk: it confirms every deposit by its signed webhook, except one of exactly 13.13
 * BMN, which it reports as never arrived, so the failure path can be tried.
 */
export const sandboxRefusedBmnAmount = '13.13';

const refusedUnits = parseUnits(sandboxRefusedBmnAmount, 8);

export function createSandboxBmnDesk(): BmnDesk {
  return {
    name: 'bmn',
    isSandbox: true,
    async submitDeposit(input) {
      return {
        reference: `sandbox-bmn-${randomUUID()}`,
        sandboxOutcome:
          input.amountUnits === refusedUnits
            ? { status: 'FAILED', failureReason: 'The BMN transfer never arrived (sandbox)' }
            : { status: 'COMPLETED', failureReason: null },
      };
    },
  };
}
