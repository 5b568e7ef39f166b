/** Who owns an account: a user (their available and held balances) or the platform. */
export type LedgerOwnerKind = 'user' | 'system';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** What a caller records beside a movement (an order id, a provider reference): JSON only. */
export type LedgerMetadata = { [key: string]: JsonValue };

export type AccountOwner = { kind: 'user'; userId: string } | { kind: 'system' };

export interface AccountSpec {
  owner: AccountOwner;
  /** An asset code (USD, USDC, BTC, a share's code); stored upper case. */
  asset: string;
  /** `available` or `held` for a user; a system purpose (see purposes.ts) for the system. */
  purpose: string;
}

/** A ledger account as callers hold it. Pass it back in postings; it is not a balance. */
export interface LedgerAccount {
  /** The account's identity: the id of its first (often only) balance row. */
  id: string;
  tenantId: string;
  ownerKind: LedgerOwnerKind;
  ownerId: string | null;
  asset: string;
  purpose: string;
  allowsNegative: boolean;
  /** Its balance rows by shard: one, unless the account is hot (fees, an offering's escrow and issuer). */
  shardIds: readonly string[];
}

export interface PostingInput {
  account: LedgerAccount;
  /** Signed base units: negative takes from the account, positive gives to it. */
  amountUnits: bigint;
}

export interface TransferInput {
  /** What the movement is, lower case (`deposit`, `withdrawal`, `trade`, `fee`...). */
  kind: string;
  /** At least two; per asset they sum to zero. */
  postings: readonly PostingInput[];
  /** Retries with the same key return the first transaction and move nothing again. */
  idempotencyKey?: string;
  metadata?: LedgerMetadata;
}

export interface LedgerPosting {
  /** The balance row (for a hot account, the shard that took the posting). */
  accountId: string;
  asset: string;
  amountUnits: bigint;
}

export interface LedgerTransaction {
  id: string;
  tenantId: string;
  kind: string;
  idempotencyKey: string | null;
  reversesTransactionId: string | null;
  holdId: string | null;
  metadata: LedgerMetadata;
  createdAt: Date;
  postings: LedgerPosting[];
  /** True when this is the stored result of an earlier call with the same idempotency key. */
  isReplay: boolean;
}

export interface HoldInput {
  userId: string;
  asset: string;
  amountUnits: bigint;
  idempotencyKey?: string;
  metadata?: LedgerMetadata;
}

export interface LedgerHold {
  id: string;
  tenantId: string;
  userId: string;
  asset: string;
  amountUnits: bigint;
  /** What is still held: neither captured nor released. */
  remainingUnits: bigint;
  /** The transaction that moved the money from available to held. */
  transaction: LedgerTransaction;
}

export interface CaptureInput {
  holdId: string;
  /**
   * Where the captured money goes: one account (it takes `amountUnits`, or all that is left of the
   * hold), or several with their shares (a seller and the fee account), which sum to the capture.
   */
  to: LedgerAccount | readonly { account: LedgerAccount; amountUnits: bigint }[];
  amountUnits?: bigint;
  /** Default `hold.capture`. */
  kind?: string;
  idempotencyKey?: string;
  metadata?: LedgerMetadata;
}

export interface CaptureHoldsInput {
  /** Each hold once, with the accounts its money goes to. */
  parts: readonly { holdId: string; to: readonly { account: LedgerAccount; amountUnits: bigint }[] }[];
  /** Default `hold.capture`. */
  kind?: string;
  idempotencyKey?: string;
  metadata?: LedgerMetadata;
}

export interface ReleaseInput {
  holdId: string;
  /** Default: all that is left of the hold. */
  amountUnits?: bigint;
  idempotencyKey?: string;
  metadata?: LedgerMetadata;
}

export interface ReverseOptions {
  idempotencyKey?: string;
  metadata?: LedgerMetadata;
}

export interface UserBalance {
  asset: string;
  /** Decimal places of one base unit (format with packages/money). */
  scale: number;
  availableUnits: bigint;
  heldUnits: bigint;
}

/** A user's balance at a venue (an integration service) in one asset. */
export interface VenueBalance {
  asset: string;
  /** Decimal places of one base unit (format with packages/money). */
  scale: number;
  balanceUnits: bigint;
}
