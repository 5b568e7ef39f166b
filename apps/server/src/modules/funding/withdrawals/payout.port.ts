import type { PaymentOutcome, SandboxOutcome } from '../payments/payment-outcome';

/** Where a withdrawal goes: the user's bank account (fiat) or a wallet on a chain (digital assets). */
export type PayoutDestination =
  | {
      kind: 'bank';
      accountHolderName: string;
      accountNumber: string;
      iban: string | null;
      swiftCode: string | null;
      /** A US account's ABA routing number. */
      routingNumber: string | null;
      /** The bank's branch code, when the user of an account outside the US gave one. */
      branchCode: string | null;
      bankName: string;
      /** The account holder's address, as their bank details give it. */
      addressLine1: string;
      addressLine2: string | null;
      city: string | null;
      /** The province's code (ISO 3166-2 subdivision, such as CA for California). */
      provinceCode: string | null;
      postalCode: string | null;
      /** ISO 3166-1 alpha-2 code of the account's country. */
      countryCode: string;
    }
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
  /**
   * What the destination lacks that this provider needs, said to the user (null when nothing is),
   * asked before any money is set aside.
   */
  missingDetails?(destination: PayoutDestination): string | null;
  submitPayout(input: PayoutInput): Promise<PayoutSubmission>;
  /**
   * What became of a payout, read from the provider with our credentials (its notifications only
   * name the payout); null while it is under way. Only providers that notify this way have it.
   */
  getPayoutOutcome?(reference: string): Promise<PaymentOutcome | null>;
}

/** Picks the payout provider of a withdrawal: one for bank payouts, one for transfers to wallets. */
export interface PayoutRouter {
  providerFor(destination: PayoutDestination): PayoutProvider;
  /** The provider of this name, to read a notification about one of its payouts; null when none is. */
  named(name: string): PayoutProvider | null;
}
