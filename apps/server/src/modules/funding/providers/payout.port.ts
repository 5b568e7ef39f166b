import type { SandboxOutcome } from './sandbox-webhooks';

/** Where a withdrawal goes: the user's bank account (fiat) or a wallet on a chain (digital assets). */
export type PayoutDestination =
  | { kind: 'bank'; accountHolderName: string; accountNumber: string; iban: string | null; swiftCode: string | null }
  | { kind: 'wallet'; wallet: string; chain: string };

export interface PayoutInput {
  /** Our payment id: the provider's idempotency key. */
  paymentId: string;
  asset: string;
  amountUnits: bigint;
  destination: PayoutDestination;
}

export interface PayoutSubmission {
  reference: string;
  /** The sandbox's decision, sent later by its signed webhook. */
  sandboxOutcome?: SandboxOutcome;
}

/** The provider that sends withdrawals out (bank payouts, on-chain transfers); it settles by webhook. */
export interface PayoutProvider {
  readonly name: string;
  readonly isSandbox: boolean;
  submitPayout(input: PayoutInput): Promise<PayoutSubmission>;
}
