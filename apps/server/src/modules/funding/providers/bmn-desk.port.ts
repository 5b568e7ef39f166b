import type { SandboxOutcome } from './sandbox-webhooks';

/**
 * Who receives BMN deposits (the BMN issuer's desk on Blockstream AMP) behind a port: it is told of
 * each deposit an investor announces, and confirms or refuses it later by a signed payment webhook
 * (POST funding/webhook, provider `bmn`).
 */

export interface BmnDepositInput {
  /** Our payment id. */
  paymentId: string;
  /** BMN base units (8 decimals). */
  amountUnits: bigint;
  /** The Liquid address the investor sends from. */
  walletAddress: string;
  /** The investor's AMP id, when they gave it (POST bmnamp). */
  ampId: string | null;
}

export interface BmnDepositSubmission {
  reference: string;
  /** The sandbox's decision, sent later by its signed webhook. */
  sandboxOutcome?: SandboxOutcome;
}

export interface BmnDesk {
  readonly name: string;
  readonly isSandbox: boolean;
  submitDeposit(input: BmnDepositInput): Promise<BmnDepositSubmission>;
}
