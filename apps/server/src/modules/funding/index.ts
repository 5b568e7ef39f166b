import { createHmac } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { OutboxHandler } from '../../platform/events/outbox';
import { bankDetailsRoutes } from './bank-details.routes';
import { bankTransferRoutes } from './bank-transfer.routes';
import { cardRoutes } from './card.routes';
import { dashboardRoutes } from './dashboard.routes';
import type { FundingDeps } from './funding.deps';
import { gasStationRoutes } from './gas-station.routes';
import type { CardProvider } from './providers/card.port';
import { createSandboxCardProvider } from './providers/circle-sandbox';
import type { CustodyProvider } from './providers/custody.port';
import { createSandboxCustodyProvider } from './providers/fireblocks-sandbox';
import type { PayoutProvider } from './providers/payout.port';
import { createSandboxPayoutProvider } from './providers/sandbox-payouts';
import { sandboxWebhookHandler, sandboxWebhookTopic } from './providers/sandbox-webhooks';
import { usdcRoutes } from './usdc.routes';
import { custodySandboxWebhookHandler, custodySandboxWebhookTopic } from './usdc-webhook.service';
import { webhookRoutes } from './webhook.routes';
import { withdrawalRoutes } from './withdrawals.routes';

export { paymentUpdatedTopic } from './payment-events';
export { createCircleCardProvider } from './providers/circle-http';
export { createFireblocksCustodyProvider } from './providers/fireblocks-http';
export { defaultUsdcAssetIds } from './providers/usdc-assets';

export interface FundingModule {
  /** Every funding route, registered under /v1. */
  routes: FastifyPluginAsync;
  /** Jobs the outbox relay runs for this module (the sandbox providers' webhooks). */
  outboxHandlers: Record<string, OutboxHandler>;
}

/** The key payment webhooks are signed with, when FUNDING_WEBHOOK_SECRET is not set: derived from the JWT secret. */
export function fundingWebhookSecretFrom(jwtSecret: Uint8Array, configured: string | undefined): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  return createHmac('sha256', jwtSecret).update('funding-webhook').digest();
}

export interface FundingOptions extends Omit<FundingDeps, 'card' | 'payouts' | 'custody'> {
  /** The card provider; the sandbox when none is given. */
  card?: CardProvider;
  /** The payout provider; the sandbox when none is given. */
  payouts?: PayoutProvider;
  /** The custody provider (Fireblocks); the sandbox when none is given. */
  custody?: CustodyProvider;
}

export function createFundingModule(options: FundingOptions): FundingModule {
  const deps: FundingDeps = {
    ...options,
    card: options.card ?? createSandboxCardProvider(),
    payouts: options.payouts ?? createSandboxPayoutProvider(),
    custody: options.custody ?? createSandboxCustodyProvider(),
  };
  return {
    routes: async (app) => {
      await app.register(cardRoutes, { deps });
      await app.register(webhookRoutes, { deps });
      await app.register(dashboardRoutes, { deps });
      await app.register(bankTransferRoutes, { deps });
      await app.register(bankDetailsRoutes, { deps });
      await app.register(withdrawalRoutes, { deps });
      await app.register(usdcRoutes, { deps });
      await app.register(gasStationRoutes, { deps });
    },
    outboxHandlers: {
      [sandboxWebhookTopic]: sandboxWebhookHandler(deps),
      [custodySandboxWebhookTopic]: custodySandboxWebhookHandler(deps),
    },
  };
}
