import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../../../platform/errors';
import {
  type ChangellyFiatProvider,
  type ChangellyFiatSandbox,
  changellyFiatOrderBody,
  readChangellyFiatOrder,
} from './changelly-fiat.port';
import { sandboxPayoutAddress, sandboxSwapOutcome } from './swap-sandbox';

/**
 * The default Changelly Fiat: one offer (provider "sandbox", one USDC per dollar, no fee), no
 * checkout; an order is acted out at once with the callbacks Changelly sends (pending, then complete
 * delivering one USDC per dollar, or failed for an amount ending in .13), each signed with a key made
 * at start (HMAC-SHA256 of the body, base64, header x-callback-signature) and verified on arrival.
 */
export function createSandboxChangellyFiatProvider(): ChangellyFiatProvider {
  const key = randomBytes(32);
  const signatureOf = (body: unknown) => createHmac('sha256', key).update(JSON.stringify(body)).digest('base64');
  const sandbox: ChangellyFiatSandbox = {
    simulate(input) {
      const order = { orderId: input.orderId, ...changellyFiatOrderBody(input, sandboxPayoutAddress) };
      const outcome = sandboxSwapOutcome(input.amountFrom, 'Changelly');
      return [
        { ...order, status: 'pending', payoutAmount: null },
        outcome.status === 'COMPLETED'
          ? { ...order, status: 'complete', payoutAmount: input.amountFrom, payoutCurrency: 'USDC' }
          : { ...order, status: 'failed', payoutAmount: null },
      ];
    },
    sign: signatureOf,
  };
  return {
    isSandbox: true,
    defaultPlace: { country: 'GB', state: null },
    sandbox,
    async getOffers({ amountFrom }) {
      return [
        {
          providerCode: 'sandbox',
          amountFrom,
          amountExpectedTo: amountFrom,
          rate: '1',
          fee: '0',
          paymentMethods: ['card'],
        },
      ];
    },
    async createOrder() {
      return { orderId: `sandbox-changelly-fiat-${randomUUID()}`, providerStatus: 'created', redirectUrl: null };
    },
    async readCallback(body, signature) {
      const expected = Buffer.from(signatureOf(body));
      const given = Buffer.from(signature ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new AppError('UNAUTHENTICATED', 'Invalid callback signature');
      }
      return readChangellyFiatOrder(body);
    },
    async getOrder() {
      return null;
    },
  };
}
