import { createHmac } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { OutboxHandler } from '../../platform/events/outbox';
import { bankDetailsRoutes } from './bank-details.routes';
import { bankTransferRoutes } from './bank-transfer.routes';
import { bmnRoutes } from './bmn.routes';
import { cardRoutes } from './card.routes';
import { cardInterestRoutes } from './card-interest.routes';
import { changellyRoutes } from './changelly.routes';
import { changellyFiatRoutes } from './changelly-fiat.routes';
import { changellyFiatSandboxCallbackHandler, changellyFiatSandboxCallbackTopic } from './changelly-fiat.service';
import { changeNowRoutes } from './changenow.routes';
import { currenciesRoutes } from './currencies.routes';
import { dashboardRoutes } from './dashboard.routes';
import { ethRoutes } from './eth.routes';
import type { FundingDeps } from './funding.deps';
import { gasStationRoutes } from './gas-station.routes';
import { lightningRoutes } from './lightning.routes';
import { lightningSandboxWebhookHandler, lightningSandboxWebhookTopic } from './lightning-webhook.service';
import { merjRoutes } from './merj.routes';
import type { CardProvider } from './providers/card.port';
import type { ChangellyFiatProvider } from './providers/changelly-fiat.port';
import { createSandboxChangellyFiatProvider } from './providers/changelly-fiat-sandbox';
import { createSandboxChangellyProvider } from './providers/changelly-sandbox';
import { createSandboxChangeNowProvider } from './providers/changenow-sandbox';
import type { BlockchainAddressProvider } from './providers/circle-addresses.port';
import { createSandboxBlockchainAddressProvider } from './providers/circle-addresses-sandbox';
import { createSandboxCardProvider } from './providers/circle-sandbox';
import type { CustodyProvider } from './providers/custody.port';
import { createSandboxCustodyProvider } from './providers/fireblocks-sandbox';
import type { PayoutRouter } from './providers/payout.port';
import { createPayoutRouter } from './providers/payout-router';
import { sandboxWebhookHandler, sandboxWebhookTopic } from './providers/sandbox-webhooks';
import type { ChangellyProvider, ChangeNowProvider } from './providers/swap.port';
import type { TransakProvider } from './providers/transak.port';
import { createSandboxTransakProvider } from './providers/transak-sandbox';
import { createSettlementPoll, type SettlementPoll } from './settlement-poll';
import { transakRoutes } from './transak.routes';
import { transakSandboxWebhookHandler, transakSandboxWebhookTopic } from './transak.service';
import { usdcRoutes } from './usdc.routes';
import { custodySandboxWebhookHandler, custodySandboxWebhookTopic } from './usdc-webhook.service';
import { walletsRoutes } from './wallets.routes';
import { webhookRoutes } from './webhook.routes';
import { withdrawalRoutes } from './withdrawals.routes';

export { type BmnDepositPoll, createBmnDepositPoll } from './bmn-deposit-poll';
export { createEthereumFunding } from './ethereum-funding';
export { createEthereumDepositWatcher, type EthereumDepositWatcher } from './ethereum-watcher';
export { paymentUpdatedTopic } from './payment-events';
export { createAmpBmnDesk } from './providers/bmn-amp-http';
export { createSandboxBmnDesk } from './providers/bmn-sandbox';
export { createChangellyFiatProvider } from './providers/changelly-fiat-http';
export { createChangellyProvider } from './providers/changelly-http';
export { createChangeNowProvider } from './providers/changenow-http';
export { createCircleAddressProvider } from './providers/circle-addresses-http';
export { createCircleCardProvider } from './providers/circle-http';
export { createCirclePayoutProvider } from './providers/circle-payouts';
export { createFireblocksCustodyProvider } from './providers/fireblocks-http';
export { createFireblocksPayoutProvider } from './providers/fireblocks-payouts';
export { createIbexLightningProvider } from './providers/ibex-http';
export { createSandboxLightningProvider } from './providers/ibex-sandbox';
export { createPayoutRouter } from './providers/payout-router';
export { createTransakProvider } from './providers/transak-http';
export { defaultUsdcAssetIds } from './providers/usdc-assets';
export type { SettlementPoll, SettlementPollReport } from './settlement-poll';

export interface FundingModule {
  /** Every funding route, registered under /v1. */
  routes: FastifyPluginAsync;
  /** Jobs the outbox relay runs for this module (the sandbox providers' webhooks). */
  outboxHandlers: Record<string, OutboxHandler>;
  /** The worker's poll of pending swaps and expired Lightning invoices whose webhook did not come. */
  createSettlementPoll(options: { intervalSeconds: number; logError: (line: string) => void }): SettlementPoll;
}

/** The key payment webhooks are signed with, when FUNDING_WEBHOOK_SECRET is not set: derived from the JWT secret. */
export function fundingWebhookSecretFrom(jwtSecret: Uint8Array, configured: string | undefined): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  return createHmac('sha256', jwtSecret).update('funding-webhook').digest();
}

export interface FundingOptions
  extends Omit<
    FundingDeps,
    'card' | 'circleAddresses' | 'payouts' | 'custody' | 'changenow' | 'changelly' | 'transak' | 'changellyFiat'
  > {
  /** The card provider; the sandbox when none is given. */
  card?: CardProvider;
  /** Circle's blockchain addresses; the sandbox when none is given. */
  circleAddresses?: BlockchainAddressProvider;
  /** The payout providers; the sandbox for both when none is given. */
  payouts?: PayoutRouter;
  /** The custody provider (Fireblocks); the sandbox when none is given. */
  custody?: CustodyProvider;
  /** The swap providers (ChangeNOW, Changelly, Transak); each the sandbox when none is given. */
  changenow?: ChangeNowProvider;
  changelly?: ChangellyProvider;
  transak?: TransakProvider;
  /** Changelly's Fiat API (card purchases); the sandbox when none is given. */
  changellyFiat?: ChangellyFiatProvider;
}

export function createFundingModule(options: FundingOptions): FundingModule {
  const deps: FundingDeps = {
    ...options,
    card: options.card ?? createSandboxCardProvider(),
    circleAddresses: options.circleAddresses ?? createSandboxBlockchainAddressProvider(),
    payouts: options.payouts ?? createPayoutRouter(),
    custody: options.custody ?? createSandboxCustodyProvider(),
    changenow: options.changenow ?? createSandboxChangeNowProvider(),
    changelly: options.changelly ?? createSandboxChangellyProvider(),
    transak: options.transak ?? createSandboxTransakProvider(),
    changellyFiat: options.changellyFiat ?? createSandboxChangellyFiatProvider(),
  };
  return {
    routes: async (app) => {
      await app.register(cardRoutes, { deps });
      await app.register(webhookRoutes, { deps });
      await app.register(dashboardRoutes, { deps });
      await app.register(currenciesRoutes, { deps });
      await app.register(bankTransferRoutes, { deps });
      await app.register(bankDetailsRoutes, { deps });
      await app.register(withdrawalRoutes, { deps });
      await app.register(usdcRoutes, { deps });
      await app.register(gasStationRoutes, { deps });
      await app.register(lightningRoutes, { deps });
      await app.register(bmnRoutes, { deps });
      await app.register(merjRoutes, { deps });
      await app.register(cardInterestRoutes, { deps });
      await app.register(walletsRoutes, { deps });
      await app.register(ethRoutes, { deps });
      await app.register(changeNowRoutes, { deps });
      await app.register(changellyRoutes, { deps });
      await app.register(transakRoutes, { deps });
      await app.register(changellyFiatRoutes, { deps });
    },
    outboxHandlers: {
      [sandboxWebhookTopic]: sandboxWebhookHandler(deps),
      [custodySandboxWebhookTopic]: custodySandboxWebhookHandler(deps),
      [lightningSandboxWebhookTopic]: lightningSandboxWebhookHandler(deps),
      [transakSandboxWebhookTopic]: transakSandboxWebhookHandler(deps),
      [changellyFiatSandboxCallbackTopic]: changellyFiatSandboxCallbackHandler(deps),
    },
    createSettlementPoll: (pollOptions) => createSettlementPoll(deps, pollOptions),
  };
}
