export * from './funding.test-app';
export * from './funding.test-factories';
export { ibexInvoiceWebhook } from './lightning/ibex-webhook';
export * from './settlement/settlement.test-factories';
export { fireblocksTransactionWebhook } from './usdc/fireblocks-webhook';
