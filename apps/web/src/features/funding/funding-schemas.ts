import { lazySchema } from '../../shared/forms/lazy-schema';

const loadFundingContracts = () => import('@invest/contracts/funding');

/** The funding routes' request schemas for the forms (see lazy-schema.ts). */
export const fundingSchemas = {
  /** The card payment as the form knows it before the card is encrypted. */
  cardPayment: lazySchema(async () =>
    (await loadFundingContracts()).cardPaymentRequestSchema.omit({ key_id: true, encrypted_data: true }),
  ),
  bankDeposit: lazySchema(async () => (await loadFundingContracts()).bankDepositRequestSchema),
  bankDetails: lazySchema(async () => (await loadFundingContracts()).bankDetailsRequestSchema),
  withdraw: lazySchema(async () => (await loadFundingContracts()).withdrawRequestSchema),
  usdcDeposit: lazySchema(async () => (await import('@invest/contracts/usdc')).usdcDepositRequestSchema),
  usdcConversion: lazySchema(async () => (await import('@invest/contracts/usdc')).usdcConversionRequestSchema),
  usdcConversionUpdate: lazySchema(async () => (await import('@invest/contracts/usdc')).usdcConversionUpdateSchema),
  linkWallet: lazySchema(async () => (await import('@invest/contracts/wallets')).linkWalletRequestSchema),
  lightningInvoice: lazySchema(async () => (await import('@invest/contracts/lightning')).lightningInvoiceRequestSchema),
  bmnDeposit: lazySchema(async () => (await import('@invest/contracts/bmn')).bmnDepositRequestSchema),
  bmnAmp: lazySchema(async () => (await import('@invest/contracts/bmn')).bmnAmpRequestSchema),
  fiatSwap: lazySchema(async () => (await import('@invest/contracts/swaps')).fiatTransactRequestSchema),
  cryptoSwap: lazySchema(async () => (await import('@invest/contracts/swaps')).cryptoTransactRequestSchema),
  fixedSwap: lazySchema(async () => (await import('@invest/contracts/swaps')).fixedTransactRequestSchema),
  transakOrder: lazySchema(async () => (await import('@invest/contracts/swaps')).transakOrderRequestSchema),
  changellyFiatOrder: lazySchema(async () => (await import('@invest/contracts/swaps')).changellyFiatOrderRequestSchema),
};
