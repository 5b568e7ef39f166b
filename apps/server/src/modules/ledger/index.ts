/**
 * The ledger: the only code that moves money. Every function takes a `tx: Database` and a tenant id.
 * Each operation writes in exactly one statement (locks, checks, transaction, postings, balances,
 * hold), so it is atomic either way: pass the caller's transaction to commit it with the caller's
 * own writes (an order row, an outbox event), or the pool when there is nothing else to write.
 * Refusals (INS-1, CONFLICT, BUSINESS_RULE, IDEMPOTENCY_MISMATCH, NOT_FOUND) write nothing and leave
 * the caller's transaction usable. Amounts are bigint base units (packages/money).
 */
export {
  getAccountBalance,
  getBalances,
  getOrCreateAccount,
  getOrCreateUserAccounts,
  getVenueBalances,
  oneShardOf,
} from './accounts.service';
export { findFirstDepositAt, findLedgerActivity, type LedgerActivity } from './activity.service';
export { findBalanceHistory } from './balance-history.service';
export {
  getOrCreateAvailableAccountsOf,
  getOrCreateUserAccountsOf,
  type HeldFunds,
  type HoldMemory,
  type HoldMovement,
  type HoldRelease,
  type HoldToOpen,
  lockAvailableBalances,
  moveHeld,
  openHolds,
  type UserAccounts,
  userAssetKey,
} from './batch.service';
export {
  type DomainAccount,
  findDomainAccountMovements,
  findDomainAccounts,
  findDomainAssetTotals,
} from './domain-accounts.service';
export { type FundsMovement, type FundsMovementFilter, findFundsMovements } from './funds-movements.service';
export { findHoldActivity, type HoldActivity } from './hold-activity.service';
export { findHoldersAsOf, type HolderBalance } from './holders.service';
export { capture, captureHolds, getHold, hold, release } from './holds.service';
export { createLedgerModule, type LedgerModule } from './ledger.module';
export type {
  AccountOwner,
  AccountSpec,
  CaptureHoldsInput,
  CaptureInput,
  HoldInput,
  LedgerAccount,
  LedgerHold,
  LedgerMetadata,
  LedgerPosting,
  LedgerTransaction,
  PostingInput,
  ReleaseInput,
  ReverseOptions,
  TransferInput,
  UserBalance,
} from './ledger.types';
export { type BalanceMovement, findBalanceMovements } from './movements.service';
export {
  externalPurpose,
  offeringEscrowPurpose,
  offeringIssuerPurpose,
  offeringShardCount,
  systemPurposes,
  venuePurposes,
} from './purposes';
export {
  type LedgerMismatch,
  type ReconciliationReport,
  reconcile,
  runLedgerReconciliation,
} from './reconcile.service';
export { getTransaction, reverse } from './reversal.service';
export {
  findStatementAssets,
  readStatementMovements,
  type StatementAsset,
  type StatementMovement,
  type StatementPeriod,
} from './statement.service';
export { transfer, transferMany } from './transfer.service';
export { findLastUserPostingId, findUserMovements } from './user-movements.service';
