import { randomUUID } from 'node:crypto';
import type { Database } from '../../platform/db/database';
import { AppError, invalid, notFound } from '../../platform/errors';
import { requestHash } from '../../platform/request-hash';
import { getOrCreateUserAccounts } from './accounts.service';
import { assertIdempotencyKey } from './idempotency';
import * as repo from './ledger.repository';
import type {
  CaptureHoldsInput,
  CaptureInput,
  HoldInput,
  LedgerAccount,
  LedgerHold,
  LedgerMetadata,
  LedgerTransaction,
  ReleaseInput,
} from './ledger.types';
import { findReplay, type PostRequest, post, toLedgerTransaction } from './post';
import { assertKind, resolveLines } from './transfer.service';

/**
 * Holds: money a user sets aside (an open order, a withdrawal waiting for its provider) moves from
 * their `available` account to their `held` account, and later leaves `held` by capture (to whoever
 * is paid) or release (back to `available`), in parts or at once. Each hold keeps what is left of
 * it, and the hold row is locked and updated in the same statement as the balances: a user's held
 * balance is always the sum of what is left of their holds.
 */

function assertPositive(amountUnits: bigint): void {
  if (typeof amountUnits !== 'bigint' || amountUnits <= 0n) {
    throw invalid('amount', 'The amount must be greater than zero');
  }
}

const nothingLeft = () => new AppError('BUSINESS_RULE', 'Nothing is left of this hold');

async function findHoldRow(db: Database, tenantId: string, holdId: string): Promise<repo.HoldRow> {
  const row = repo.isUuid(holdId) ? await repo.findHold(db, tenantId, holdId) : null;
  if (!row) throw notFound('Hold');
  return row;
}

async function toLedgerHold(db: Database, row: repo.HoldRow, transaction?: LedgerTransaction): Promise<LedgerHold> {
  let opening = transaction;
  if (!opening) {
    const found = await repo.findTransaction(db, row.tenantId, row.holdTransactionId);
    if (!found) throw new Error('a hold without its transaction');
    opening = toLedgerTransaction(found, false);
  }
  return {
    id: row.id,
    tenantId: row.tenantId,
    userId: row.userId,
    asset: row.asset,
    amountUnits: row.amountUnits,
    remainingUnits: row.remainingUnits,
    transaction: opening,
  };
}

/** A hold as it stands now; NOT_FOUND when it is not one of the tenant's. */
export async function getHold(db: Database, tenantId: string, holdId: string): Promise<LedgerHold> {
  return toLedgerHold(db, await findHoldRow(db, tenantId, holdId));
}

/** Sets `amountUnits` of the user's available balance aside; refused with INS-1 when it is not there. */
export async function hold(tx: Database, tenantId: string, input: HoldInput): Promise<LedgerHold> {
  assertPositive(input.amountUnits);
  assertIdempotencyKey(input.idempotencyKey);
  const accounts = await getOrCreateUserAccounts(tx, tenantId, input.userId, input.asset);
  const { available, held } = accounts;
  const { amountUnits } = input;
  const hash = requestHash({
    operation: 'hold',
    userId: input.userId,
    asset: available.asset,
    amountUnits,
    metadata: input.metadata ?? {},
  });
  const holdId = randomUUID();
  const [transaction] = await post(
    tx,
    tenantId,
    [
      {
        kind: 'hold',
        lines: [
          { accountId: available.id, asset: available.asset, amountUnits: -amountUnits },
          { accountId: held.id, asset: held.asset, amountUnits },
        ],
        idempotencyKey: input.idempotencyKey ?? null,
        requestHash: input.idempotencyKey ? hash : null,
        reversesTransactionId: null,
        holdId,
        metadata: input.metadata ?? {},
      },
    ],
    {
      type: 'open',
      holds: [
        {
          holdId,
          userId: input.userId,
          asset: available.asset,
          availableAccountId: available.id,
          heldAccountId: held.id,
          amountUnits,
        },
      ],
    },
  );
  if (!transaction?.holdId) throw new Error('hold wrote no transaction');
  return toLedgerHold(tx, await findHoldRow(tx, tenantId, transaction.holdId), transaction);
}

/** What one hold pays out in a consumption, and to whom. */
interface HoldPayout {
  row: repo.HoldRow;
  to: readonly { account: LedgerAccount; amountUnits: bigint }[];
}

interface Consumption {
  kind: string;
  payouts: readonly HoldPayout[];
  idempotencyKey: string | undefined;
  hash: string;
  metadata: LedgerMetadata;
}

const sumOf = (parts: readonly { amountUnits: bigint }[]) => parts.reduce((sum, part) => sum + part.amountUnits, 0n);

function assertPayout({ row, to }: HoldPayout, tenantId: string): void {
  assertPositive(sumOf(to));
  for (const part of to) {
    assertPositive(part.amountUnits);
    if (part.account.tenantId !== tenantId) throw notFound('Ledger account');
    if (part.account.asset !== row.asset) throw new Error(`a ${row.asset} hold cannot pay in ${part.account.asset}`);
    if (part.account.ownerKind === 'user' && part.account.purpose === 'held') {
      throw new Error('a hold pays into an available or a system account, not a held one');
    }
  }
}

/**
 * Takes money out of one or more holds and pays it to the given accounts, in one ledger transaction
 * (a trade: the buyer's hold pays the seller and the fee account, the seller's hold pays the buyer).
 */
async function consume(tx: Database, tenantId: string, consumption: Consumption): Promise<LedgerTransaction> {
  const { payouts } = consumption;
  if (new Set(payouts.map((payout) => payout.row.id)).size !== payouts.length) {
    throw new Error('a consumption takes from each hold once');
  }
  if (payouts.some((payout) => payout.row.remainingUnits === 0n)) {
    // A concurrent call with the same key may have just used the hold up: then its result is ours.
    const replay = await findReplay(tx, tenantId, consumption.idempotencyKey, consumption.hash);
    if (replay) return replay;
    throw nothingLeft();
  }
  const lines: PostRequest['lines'][number][] = [];
  for (const payout of payouts) {
    assertPayout(payout, tenantId);
    lines.push({ accountId: payout.row.heldAccountId, asset: payout.row.asset, amountUnits: -sumOf(payout.to) });
    lines.push(...(await resolveLines(tx, tenantId, payout.to)));
  }
  const [first] = payouts;
  if (!first) throw new Error('a consumption without a hold');
  const [transaction] = await post(
    tx,
    tenantId,
    [
      {
        kind: consumption.kind,
        lines,
        idempotencyKey: consumption.idempotencyKey ?? null,
        requestHash: consumption.idempotencyKey ? consumption.hash : null,
        reversesTransactionId: null,
        holdId: first.row.id,
        metadata:
          payouts.length > 1
            ? { ...consumption.metadata, holdIds: payouts.map((payout) => payout.row.id) }
            : consumption.metadata,
      },
    ],
    { type: 'consume', holds: payouts.map((payout) => ({ holdId: payout.row.id, amountUnits: sumOf(payout.to) })) },
  );
  if (!transaction) throw new Error('hold operation wrote nothing');
  return transaction;
}

/**
 * Pays out of a hold: all of `amountUnits` (default: what is left) to one account, or the given
 * parts to several accounts (the seller and the fee account). Refused when the hold has less left.
 */
export async function capture(tx: Database, tenantId: string, input: CaptureInput): Promise<LedgerTransaction> {
  assertIdempotencyKey(input.idempotencyKey);
  const kind = input.kind ?? 'hold.capture';
  assertKind(kind);
  const split = Array.isArray(input.to) ? (input.to as Exclude<CaptureInput['to'], LedgerAccount>) : null;
  const single = split ? null : (input.to as LedgerAccount);
  const hash = requestHash({
    operation: 'capture',
    kind,
    holdId: input.holdId,
    amountUnits: input.amountUnits ?? 'rest',
    to: split ? split.map((part) => [part.account.id, part.amountUnits]) : (single?.id ?? null),
    metadata: input.metadata ?? {},
  });
  const replay = await findReplay(tx, tenantId, input.idempotencyKey, hash);
  if (replay) return replay;
  const row = await findHoldRow(tx, tenantId, input.holdId);
  const to = split ?? [{ account: single as LedgerAccount, amountUnits: input.amountUnits ?? row.remainingUnits }];
  if (input.amountUnits !== undefined && input.amountUnits !== sumOf(to)) {
    throw new Error('the parts of a capture do not add up to its amount');
  }
  return consume(tx, tenantId, {
    kind,
    payouts: [{ row, to }],
    idempotencyKey: input.idempotencyKey,
    hash,
    metadata: input.metadata ?? {},
  });
}

/** Gives held money back to the user's available balance: `amountUnits`, or all that is left. */
export async function release(tx: Database, tenantId: string, input: ReleaseInput): Promise<LedgerTransaction> {
  assertIdempotencyKey(input.idempotencyKey);
  const hash = requestHash({
    operation: 'release',
    holdId: input.holdId,
    amountUnits: input.amountUnits ?? 'rest',
    metadata: input.metadata ?? {},
  });
  const replay = await findReplay(tx, tenantId, input.idempotencyKey, hash);
  if (replay) return replay;
  const row = await findHoldRow(tx, tenantId, input.holdId);
  const amountUnits = input.amountUnits ?? row.remainingUnits;
  const available: LedgerAccount = {
    id: row.availableAccountId,
    tenantId,
    ownerKind: 'user',
    ownerId: row.userId,
    asset: row.asset,
    purpose: 'available',
    allowsNegative: false,
    shardIds: [row.availableAccountId],
  };
  return consume(tx, tenantId, {
    kind: 'hold.release',
    payouts: [{ row, to: [{ account: available, amountUnits }] }],
    idempotencyKey: input.idempotencyKey,
    hash,
    metadata: input.metadata ?? {},
  });
}

/**
 * Pays out of several holds in one ledger transaction, all or nothing: each part names a hold and
 * where its money goes. A trade settles so: the buyer's hold pays the seller and the fee account,
 * the seller's hold pays the buyer. Refused when any hold has less left than its part.
 */
export async function captureHolds(
  tx: Database,
  tenantId: string,
  input: CaptureHoldsInput,
): Promise<LedgerTransaction> {
  assertIdempotencyKey(input.idempotencyKey);
  const kind = input.kind ?? 'hold.capture';
  assertKind(kind);
  const hash = requestHash({
    operation: 'capture-holds',
    kind,
    parts: input.parts.map((part) => [part.holdId, part.to.map((to) => [to.account.id, to.amountUnits])]),
    metadata: input.metadata ?? {},
  });
  const replay = await findReplay(tx, tenantId, input.idempotencyKey, hash);
  if (replay) return replay;
  const payouts: HoldPayout[] = [];
  for (const part of input.parts) payouts.push({ row: await findHoldRow(tx, tenantId, part.holdId), to: part.to });
  return consume(tx, tenantId, {
    kind,
    payouts,
    idempotencyKey: input.idempotencyKey,
    hash,
    metadata: input.metadata ?? {},
  });
}
