import type { FastifyPluginAsync } from 'fastify';
import type { OutboxHandler } from '../../platform/events/outbox';
import type { ServerModule } from '../../platform/module';
import { bankRoutes } from './bank/bank.routes';
import { bmnRoutes } from './bmn/bmn.routes';
import { type BmnDepositPoll, createBmnDepositPoll } from './bmn/bmn-deposit-poll';
import type { CardProvider } from './card/card.port';
import { cardRoutes } from './card/card.routes';
import { createSandboxCardProvider } from './card/circle-sandbox';
import { ethereumRoutes } from './ethereum/ethereum.routes';
import { createEthereumDepositWatcher, type EthereumDepositWatcher } from './ethereum/ethereum-watcher';
import type { FundingDeps } from './funding.deps';
import { lightningRoutes } from './lightning/lightning.routes';
import { lightningSandboxWebhookHandler, lightningSandboxWebhookTopic } from './lightning/lightning-webhook.service';
import { paymentMailHandler, paymentMailTopic } from './mail/payment-mail-job';
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
import { conversionHandler, conversionTopic } from './usdc/usdc-conversion-settlement';
import { custodySandboxWebhookHandler, custodySandboxWebhookTopic } from './usdc/usdc-webhook.service';
import type { PayoutRouter } from './withdrawals/payout.port';
import { createPayoutRouter } from './withdrawals/payout-router';
import { withdrawalRoutes } from './withdrawals/withdrawals.routes';

/** The worker's jobs of funding; each can also be run once on demand. */
export interface FundingJobs {
  /** The poll of pending swaps and expired Lightning invoices whose webhook did not come. */
  settlementPoll: SettlementPoll;
  /** The watcher of MetaMask deposits on Ethereum; null when Ethereum is not configured. */
  ethereumDeposits: EthereumDepositWatcher | null;
  /** The poll of the BMN desk, when it is one that sends no webhooks (Blockstream AMP); null otherwise. */
  bmnDeposits: BmnDepositPoll | null;
}

export interface FundingModule extends ServerModule {
  /** Every funding route, registered under /v1. */
  api(): { routes: FastifyPluginAsync };
  /** Starts and stops the worker's jobs. */
  worker(): { start(): void; stop(): Promise<void> };
  /** Jobs the outbox relay runs for this module (the sandbox providers' webhooks). */
  outboxHandlers: Record<string, OutboxHandler>;
  jobs: FundingJobs;
}

/** What the worker's jobs are told: where they write, and how often they run. */
export interface FundingWorkerOptions {
  log: (line: string) => void;
  /** Error-level lines: what an operator's alerting watches. */
  logError: (line: string) => void;
  /** Seconds between rounds of the settlement poll (SETTLE_POLL_INTERVAL). */
  settlementPollSeconds: number;
  /** Seconds between scans for MetaMask deposits, when Ethereum is configured (ETH_SCAN_INTERVAL). */
  ethereumScanSeconds: number;
  /** Seconds between rounds of asking the BMN desk, when it sends no webhooks (AMP_POLL_INTERVAL). */
  bmnPollSeconds: number;
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
  worker: FundingWorkerOptions;
}

function createJobs(deps: FundingDeps, options: FundingWorkerOptions): FundingJobs {
  const { db, clock, ethereum, bmn } = deps;
  const { log, logError } = options;
  return {
    settlementPoll: createSettlementPoll(deps, { intervalSeconds: options.settlementPollSeconds, logError }),
    ethereumDeposits:
      ethereum &&
      createEthereumDepositWatcher({
        db,
        clock,
        ethereum,
        log,
        logError,
        intervalSeconds: options.ethereumScanSeconds,
      }),
    bmnDeposits: bmn.checkDeposits
      ? createBmnDepositPoll({ db, clock, bmn, logError, intervalSeconds: options.bmnPollSeconds })
      : null,
  };
}

export function createFundingModule({ worker: workerOptions, ...options }: FundingOptions): FundingModule {
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
  const routes: FastifyPluginAsync = async (app) => {
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
  };
  const jobs = createJobs(deps, workerOptions);
  const worker = {
    start() {
      jobs.settlementPoll.start();
      jobs.ethereumDeposits?.start();
      jobs.bmnDeposits?.start();
    },
    async stop() {
      jobs.settlementPoll.stop();
      await jobs.ethereumDeposits?.stop();
      jobs.bmnDeposits?.stop();
    },
  };
  return {
    api: () => ({ routes }),
    worker: () => worker,
    outboxHandlers: {
      [sandboxWebhookTopic]: sandboxWebhookHandler(deps),
      [custodySandboxWebhookTopic]: custodySandboxWebhookHandler(deps),
      [conversionTopic]: conversionHandler(deps),
      [lightningSandboxWebhookTopic]: lightningSandboxWebhookHandler(deps),
      [transakSandboxWebhookTopic]: transakSandboxWebhookHandler(deps),
      [changellyFiatSandboxCallbackTopic]: changellyFiatSandboxCallbackHandler(deps),
      [paymentMailTopic]: paymentMailHandler(deps),
    },
    jobs,
  };
}
