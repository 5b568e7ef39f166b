export * from './funding.test-factories';
export { fireblocksTransactionWebhook } from './providers/fireblocks-webhook';
export { ibexInvoiceWebhook } from './providers/ibex-webhook';
