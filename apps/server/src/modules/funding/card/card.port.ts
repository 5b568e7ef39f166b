import type { PaymentOutcome, SandboxOutcome } from '../payments/payment-outcome';

/** The card payment provider (Circle) behind a port: card data reaches it encrypted by the browser. */

export interface CardPublicKey {
  keyId: string;
  /** A base64-encoded, ASCII-armoured OpenPGP public key, as Circle serves it. */
  publicKey: string;
}

export interface CardPaymentInput {
  /** Our payment id: the provider's idempotency key, so a retried call charges once. */
  paymentId: string;
  /** US cents. */
  amountUnits: bigint;
  keyId: string;
  /** OpenPGP message (base64) of `{"number": "...", "cvv": "..."}` encrypted with the public key. */
  encryptedData: string;
  expMonth: number;
  expYear: number;
  billing: {
    name: string;
    city: string;
    country: string;
    line1: string;
    line2?: string | undefined;
    district?: string | undefined;
    postalCode: string;
  };
  /** What the provider's fraud checks want to know about the payer. */
  payer: { email: string; sessionId: string; ipAddress: string };
}

export interface CardPaymentSubmission {
  reference: string;
  status: 'PENDING' | PaymentOutcome['status'];
  failureReason: string | null;
  cardLast4: string | null;
  /** The sandbox's decision, sent later by its signed webhook. */
  sandboxOutcome?: SandboxOutcome;
}

export interface CardProvider {
  readonly name: string;
  readonly isSandbox: boolean;
  getPublicKey(): Promise<CardPublicKey>;
  createPayment(input: CardPaymentInput): Promise<CardPaymentSubmission>;
  /** The provider's own word on a payment (notifications are checked against it), or null if unknown. */
  getPaymentOutcome(reference: string): Promise<PaymentOutcome | null>;
}
