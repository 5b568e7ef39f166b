import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { sandboxPayoutAddress, sandboxSwapOutcome } from './swap-sandbox';
import { readTransakWebhook, type TransakProvider, type TransakSandbox } from './transak.port';

/**
 * The default Transak: no widget; an order is acted out at once with the webhooks Transak sends
 * (ORDER_CREATED, then ORDER_COMPLETED delivering one USDC per dollar, or ORDER_FAILED for an amount
 * ending in .13), signed with a key made at start and verified as Transak's are.
 */
export function createSandboxTransakProvider(): TransakProvider {
  const key = randomBytes(32);
  const sandbox: TransakSandbox = {
    simulate(input) {
      const orderId = `sandbox-transak-${randomUUID()}`;
      const order = {
        id: orderId,
        partnerOrderId: input.paymentId,
        partnerCustomerId: input.userId,
        isBuyOrSell: 'BUY',
        fiatCurrency: 'USD',
        fiatAmount: Number(input.fiatAmount),
        cryptoCurrency: 'USDC',
        network: 'ethereum',
        walletAddress: sandboxPayoutAddress,
      };
      const outcome = sandboxSwapOutcome(input.fiatAmount, 'Transak');
      const final =
        outcome.status === 'COMPLETED'
          ? { eventID: 'ORDER_COMPLETED', status: 'COMPLETED', cryptoAmount: Number(input.fiatAmount) }
          : { eventID: 'ORDER_FAILED', status: 'FAILED', statusReason: 'card declined (sandbox)' };
      const { eventID, ...finalOrder } = final;
      return {
        orderId,
        claims: [
          { eventID: 'ORDER_CREATED', webhookData: { ...order, status: 'AWAITING_PAYMENT_FROM_USER' } },
          { eventID, webhookData: { ...order, ...finalOrder } },
        ],
      };
    },
    sign: (claims) => new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().sign(key),
  };
  return {
    isSandbox: true,
    sandbox,
    widgetUrl: () => null,
    readWebhook: (body) => readTransakWebhook([key], body),
    async getOrder() {
      return null;
    },
  };
}
