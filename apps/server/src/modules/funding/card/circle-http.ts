import { formatUnits } from '@invest/money';
import { AppError } from '../../../platform/errors';
import type { PaymentOutcome } from '../payments/payment-outcome';
import type { CardPaymentInput, CardPaymentSubmission, CardProvider } from './card.port';
import { type CircleSettings, createCircleClient } from './circle-client';

/**
 * Circle's Payments API (developers.circle.com, "Accept Card Payments"): the public key from
 * GET /v1/encryption/public, a card saved with POST /v1/cards, a payment with POST /v1/payments, and
 * a payment's status from GET /v1/payments/{id}. Our payment id is Circle's idempotency key, so a
 * retried call charges once. Used when CIRCLE_API_KEY is set.
 */

interface CirclePayment {
  id: string;
  status: 'pending' | 'confirmed' | 'paid' | 'failed' | 'action_required';
  errorCode?: string | null;
}

/** Circle's payment statuses in ours: paid is final, confirmed means the funds are secured. */
export function toOutcome(payment: CirclePayment): Pick<CardPaymentSubmission, 'status' | 'failureReason'> {
  switch (payment.status) {
    case 'paid':
      return { status: 'COMPLETED', failureReason: null };
    case 'confirmed':
      return { status: 'confirmed', failureReason: null };
    case 'failed':
      return {
        status: 'FAILED',
        failureReason: `Refused by the card provider (${payment.errorCode ?? 'payment_failed'})`,
      };
    default:
      return { status: 'PENDING', failureReason: null };
  }
}

const unavailable = () =>
  new AppError('SERVICE_UNAVAILABLE', 'The card payment provider is unavailable: try again later');

export function createCircleCardProvider(options: CircleSettings): CardProvider {
  const request = createCircleClient(options, {
    unavailable,
    refused: (message) => new AppError('VALIDATION', `The card provider refused the card: ${message}`),
  });

  return {
    name: 'circle',
    isSandbox: false,
    async getPublicKey() {
      return request<{ keyId: string; publicKey: string }>('GET', '/v1/encryption/public');
    },
    async createPayment(input: CardPaymentInput): Promise<CardPaymentSubmission> {
      const metadata = input.payer;
      const card = await request<{ id: string; last4?: string }>('POST', '/v1/cards', {
        idempotencyKey: input.paymentId,
        keyId: input.keyId,
        encryptedData: input.encryptedData,
        billingDetails: input.billing,
        expMonth: input.expMonth,
        expYear: input.expYear,
        metadata,
      });
      const payment = await request<CirclePayment>('POST', '/v1/payments', {
        idempotencyKey: input.paymentId,
        keyId: input.keyId,
        metadata,
        amount: { amount: formatUnits(input.amountUnits, 2), currency: 'USD' },
        autoCapture: true,
        verification: 'cvv',
        source: { id: card.id, type: 'card' },
        description: 'Account deposit',
        encryptedData: input.encryptedData,
      });
      return { reference: payment.id, ...toOutcome(payment), cardLast4: card.last4 ?? null };
    },
    async getPaymentOutcome(reference): Promise<PaymentOutcome | null> {
      if (!/^[\w-]{1,64}$/.test(reference)) return null;
      const outcome = toOutcome(await request<CirclePayment>('GET', `/v1/payments/${reference}`));
      return outcome.status === 'PENDING' ? null : { status: outcome.status, failureReason: outcome.failureReason };
    },
  };
}
