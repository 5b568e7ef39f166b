/** The funding module's face: what the process and other modules may use of it. */
export { createAmpBmnDesk } from './bmn/bmn-amp-http';
export { type BmnDepositPoll, createBmnDepositPoll } from './bmn/bmn-deposit-poll';
export { createSandboxBmnDesk } from './bmn/bmn-sandbox';
export { createCircleCardProvider } from './card/circle-http';
export { createEthereumFunding } from './ethereum/ethereum-funding';
export { createEthereumDepositWatcher, type EthereumDepositWatcher } from './ethereum/ethereum-watcher';
export {
  createFundingModule,
  type FundingJobs,
  type FundingModule,
  type FundingOptions,
  type FundingWorkerOptions,
} from './funding.module';
export { createIbexLightningProvider } from './lightning/ibex-http';
export { createSandboxLightningProvider } from './lightning/ibex-sandbox';
export { paymentUpdatedTopic } from './payments/payment-events';
export type { SettlementPoll, SettlementPollReport } from './settlement/settlement-poll';
export { fundingWebhookSecretFrom } from './settlement/webhook-signature';
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
