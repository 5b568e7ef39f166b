import type { PaymentOutcome, SandboxOutcome } from '../payments/payment-outcome';

/**
 * Who receives BMN deposits (the BMN issuer's desk on Blockstream AMP) behind a port: it is told of
 * each deposit an investor announces, and confirms or refuses it later: the sandbox by a signed
 * payment webhook (POST funding/webhook, provider `bmn`), AMP (which sends no webhooks) when the
 * worker polls it.
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
  /** The investor's name as they gave it with the deposit. */
  investorName: string;
}

export interface BmnDepositSubmission {
  reference: string;
  /** What the desk needs kept with the deposit to confirm it later. */
  details?: Record<string, string>;
  /** The sandbox's decision, sent later by its signed webhook. */
  sandboxOutcome?: SandboxOutcome;
}

/** A deposit still waiting for the desk, as the worker hands it over. */
export interface OpenBmnDeposit {
  reference: string;
  amountUnits: bigint;
  details: Record<string, string>;
  createdAt: Date;
}

export interface BmnDesk {
  readonly name: string;
  readonly isSandbox: boolean;
  submitDeposit(input: BmnDepositInput): Promise<BmnDepositSubmission>;
  /** Checks an investor's AMP id with the desk and registers them there (POST bmnamp); only AMP does. */
  registerInvestor?(input: { ampId: string; name: string }): Promise<void>;
  /**
   * What became of open deposits, by reference: the ones not in the answer are still under way.
   * Only a desk that sends no webhooks has it; the worker asks it on a timer.
   */
  checkDeposits?(open: OpenBmnDeposit[], now: Date): Promise<Map<string, PaymentOutcome>>;
}
