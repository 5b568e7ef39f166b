import { createHmac } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { OutboxHandler } from '../../platform/events/outbox';
import { bankRoutes } from './bank/bank.routes';
import { bmnRoutes } from './bmn/bmn.routes';
import type { CardProvider } from './card/card.port';
import { cardRoutes } from './card/card.routes';
import { createSandboxCardProvider } from './card/circle-sandbox';
import { ethereumRoutes } from './ethereum/ethereum.routes';
import type { FundingDeps } from './funding.deps';
import { lightningRoutes } from './lightning/lightning.routes';
import { lightningSandboxWebhookHandler, lightningSandboxWebhookTopic } from './lightning/lightning-webhook.service';
import { merjRoutes } from './merj/merj.routes';
import { paymentsRoutes } from './payments/payments.routes';
import { sandboxWebhookTopic } from './payments/sandbox-webhooks';
import { settlementRoutes } from './settlement/settlement.routes';
import { createSettlementPoll, type SettlementPoll } from './settlement/settlement-poll';
import { sandboxWebhookHandler } from './settlement/webhook.service';
import { changellyFiatSandboxCallbackHandler, changellyFiatSandboxCallbackTopic } from './swaps/changelly-fiat.service';
import type { ChangellyFiatProvider } from './swaps/providers/changelly-fiat.port';
import { createSandboxChangellyFiatProvider } from './swaps/providers/changelly-fiat-sandbox';
import { createSandboxChangellyProvider } from './swaps/providers/changelly-sandbox';
import { createSandboxChangeNowProvider } from './swaps/providers/changenow-sandbox';
import type { ChangellyProvider, ChangeNowProvider } from './swaps/providers/swap.port';
import type { TransakProvider } from './swaps/providers/transak.port';
import { createSandboxTransakProvider } from './swaps/providers/transak-sandbox';
import { swapsRoutes } from './swaps/swaps.routes';
import { transakSandboxWebhookHandler, transakSandboxWebhookTopic } from './swaps/transak.service';
import type { BlockchainAddressProvider } from './usdc/circle-addresses.port';
import { createSandboxBlockchainAddressProvider } from './usdc/circle-addresses-sandbox';
import type { CustodyProvider } from './usdc/custody.port';
import { createSandboxCustodyProvider } from './usdc/fireblocks-sandbox';
import { usdcRoutes } from './usdc/usdc.routes';
import { custodySandboxWebhookHandler, custodySandboxWebhookTopic } from './usdc/usdc-webhook.service';
import type { PayoutRouter } from './withdrawals/payout.port';
import { createPayoutRouter } from './withdrawals/payout-router';
import { withdrawalRoutes } from './withdrawals/withdrawals.routes';

export { createAmpBmnDesk } from './bmn/bmn-amp-http';
export { type BmnDepositPoll, createBmnDepositPoll } from './bmn/bmn-deposit-poll';
export { createSandboxBmnDesk } from './bmn/bmn-sandbox';
export { createCircleCardProvider } from './card/circle-http';
export { createEthereumFunding } from './ethereum/ethereum-funding';
export { createEthereumDepositWatcher, type EthereumDepositWatcher } from './ethereum/ethereum-watcher';
export { createIbexLightningProvider } from './lightning/ibex-http';
export { createSandboxLightningProvider } from './lightning/ibex-sandbox';
export { paymentUpdatedTopic } from './payments/payment-events';
export type { SettlementPoll, SettlementPollReport } from './settlement/settlement-poll';
export { createChangellyFiatProvider } from './swaps/providers/changelly-fiat-http';
export { createChangellyProvider } from './swaps/providers/changelly-http';
export { createChangeNowProvider } from './swaps/providers/changenow-http';
export { createTransakProvider } from './swaps/providers/transak-http';
export { createCircleAddressProvider } from './usdc/circle-addresses-http';
export { createFireblocksCustodyProvider } from './usdc/fireblocks-http';
export { defaultUsdcAssetIds } from './usdc/usdc-assets';
export { createCirclePayoutProvider } from './withdrawals/circle-payouts';
export { createFireblocksPayoutProvider } from './withdrawals/fireblocks-payouts';
export { createPayoutRouter } from './withdrawals/payout-router';

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
      await app.register(paymentsRoutes, { deps });
      await app.register(settlementRoutes, { deps });
      await app.register(bankRoutes, { deps });
      await app.register(withdrawalRoutes, { deps });
      await app.register(cardRoutes, { deps });
      await app.register(usdcRoutes, { deps });
      await app.register(ethereumRoutes, { deps });
      await app.register(lightningRoutes, { deps });
      await app.register(bmnRoutes, { deps });
      await app.register(merjRoutes, { deps });
      await app.register(swapsRoutes, { deps });
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
