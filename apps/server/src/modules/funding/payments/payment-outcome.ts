import type { PaymentStatus } from '@invest/contracts';

/**
 * What providers say of payments, in the words the ports use: the payment services settle a payment
 * with an outcome (settlement.service.ts), the provider adapters only describe one.
 */

/** What a provider (or an administrator) says became of a payment. */
export interface PaymentOutcome {
  status: Exclude<PaymentStatus, 'PENDING'>;
  failureReason?: string | null | undefined;
  /** Base units that arrived, when not what was announced (a bank transfer). */
  receivedUnits?: bigint | undefined;
}

/** What a sandbox provider decided a payment's fate is, when it took the payment. */
export interface SandboxOutcome {
  status: 'COMPLETED' | 'FAILED';
  failureReason: string | null;
}
