import { formatUnits } from '@invest/money';
import { AppError } from '../../../platform/errors';
import type { PaymentOutcome } from '../settlement.service';
import type { CardPaymentInput, CardPaymentSubmission, CardProvider } from './card.port';

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

export function createCircleCardProvider(options: { apiKey: string; baseUrl: string }): CardProvider {
  async function request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(new URL(path, options.baseUrl), {
        method,
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      throw unavailable();
    }
    const json = (await response.json().catch(() => ({}))) as { data?: T; message?: string };
    if (response.status === 400 || response.status === 422) {
      throw new AppError('VALIDATION', `The card provider refused the card: ${json.message ?? 'invalid card details'}`);
    }
    if (!response.ok || json.data === undefined) throw unavailable();
    return json.data;
  }

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
