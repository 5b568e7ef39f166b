import { randomInt } from 'node:crypto';
import type { Database } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { requestHash } from '../../platform/request-hash';
import { assertIdempotencyKey } from './idempotency';
import * as repo from './ledger.repository';
import type { LedgerAccount, LedgerMetadata, LedgerTransaction, PostingInput, TransferInput } from './ledger.types';
import { type PostRequest, post } from './post';

const kindPattern = /^[a-z][a-z0-9_.:-]{0,63}$/;

export function assertKind(kind: string): void {
  if (!kindPattern.test(kind)) throw new Error(`not a ledger transaction kind: ${kind}`);
}

/** Programming errors of a caller: a transfer that can never be right is a fault, not a refusal. */
export function assertPostings(tenantId: string, kind: string, postings: readonly PostingInput[]): void {
  if (postings.length < 2) throw new Error(`a ${kind} transfer needs at least two postings`);
  const sums = new Map<string, bigint>();
  for (const { account, amountUnits } of postings) {
    if (typeof amountUnits !== 'bigint' || amountUnits === 0n) {
      throw new Error(`a ${kind} posting has no amount: amounts are non-zero bigint base units`);
    }
    if (account.tenantId !== tenantId) throw notFound('Ledger account');
    if (account.ownerKind === 'user' && account.purpose === 'held') {
      throw new Error('held balances move only through hold, capture and release');
    }
    sums.set(account.asset, (sums.get(account.asset) ?? 0n) + amountUnits);
  }
  for (const [asset, sum] of sums) {
    if (sum !== 0n) throw new Error(`the ${kind} postings do not balance: ${asset} sums to ${sum}`);
  }
}

/**
 * Which shard of a hot account takes the next credit: each process goes round its shards from a
 * random start, so the transfers one process runs at once touch different rows, and several
 * processes rarely meet.
 */
let shardCursor = randomInt(0, 1 << 20);

function nextShard(account: LedgerAccount): string {
  shardCursor = (shardCursor + 1) % (1 << 20);
  return account.shardIds[shardCursor % account.shardIds.length] as string;
}

type Line = PostRequest['lines'][number];

/**
 * The balance rows that take each posting. A credit to a hot account goes to its next shard. A debit
 * of one (rare: the fees are swept out now and then) is spread over its shards by their balances, so
 * it succeeds whenever the sum of the shards covers it.
 */
export async function resolveLines(tx: Database, tenantId: string, postings: readonly PostingInput[]): Promise<Line[]> {
  const lines: Line[] = [];
  const debits: PostingInput[] = [];
  for (const posting of postings) {
    const { account, amountUnits } = posting;
    if (account.shardIds.length === 1) {
      lines.push({ accountId: account.shardIds[0] as string, asset: account.asset, amountUnits });
    } else if (amountUnits > 0n || account.allowsNegative) {
      lines.push({ accountId: nextShard(account), asset: account.asset, amountUnits });
    } else {
      debits.push(posting);
    }
  }
  if (debits.length === 0) return lines;
  const rows = await repo.findBalances(
    tx,
    tenantId,
    debits.flatMap((debit) => debit.account.shardIds),
  );
  const left = new Map(rows.map((row) => [row.id, row.balanceUnits]));
  for (const { account, amountUnits } of debits) {
    let owed = -amountUnits;
    const shards = [...account.shardIds].sort((a, b) => {
      const difference = (left.get(b) ?? 0n) - (left.get(a) ?? 0n);
      return difference > 0n ? 1 : difference < 0n ? -1 : 0;
    });
    for (const shard of shards) {
      const take = (left.get(shard) ?? 0n) < owed ? (left.get(shard) ?? 0n) : owed;
      if (take <= 0n) continue;
      lines.push({ accountId: shard, asset: account.asset, amountUnits: -take });
      left.set(shard, (left.get(shard) ?? 0n) - take);
      owed -= take;
    }
    // Not enough in all shards together: post the rest anyway, the funds check refuses it.
    if (owed > 0n) lines.push({ accountId: shards[0] as string, asset: account.asset, amountUnits: -owed });
  }
  return lines;
}

function transferHash(input: TransferInput): string {
  return requestHash({
    operation: 'transfer',
    kind: input.kind,
    postings: input.postings.map((posting) => [posting.account.id, posting.amountUnits]),
    metadata: input.metadata ?? {},
  });
}

async function toRequest(tx: Database, tenantId: string, input: TransferInput): Promise<PostRequest> {
  assertKind(input.kind);
  assertPostings(tenantId, input.kind, input.postings);
  assertIdempotencyKey(input.idempotencyKey);
  return {
    kind: input.kind,
    lines: await resolveLines(tx, tenantId, input.postings),
    idempotencyKey: input.idempotencyKey ?? null,
    requestHash: input.idempotencyKey ? transferHash(input) : null,
    reversesTransactionId: null,
    holdId: null,
    metadata: (input.metadata ?? {}) as LedgerMetadata,
  };
}

/**
 * Moves money between accounts as one ledger transaction, in the caller's database transaction.
 * Refuses with INS-1 when an account (other than an external counterpart) would go below zero,
 * writing nothing; with the idempotency key of an earlier call, returns that call's transaction.
 */
export async function transfer(tx: Database, tenantId: string, input: TransferInput): Promise<LedgerTransaction> {
  const [result] = await post(tx, tenantId, [await toRequest(tx, tenantId, input)]);
  if (!result) throw new Error('transfer wrote nothing');
  return result;
}

/**
 * Several transfers as separate ledger transactions in one statement (settling a batch of fills):
 * every account of the batch is locked in one sorted order, and the batch is all or nothing (one
 * transfer without funds refuses them all with INS-1).
 */
export async function transferMany(
  tx: Database,
  tenantId: string,
  inputs: readonly TransferInput[],
): Promise<LedgerTransaction[]> {
  if (inputs.length === 0) return [];
  const requests: PostRequest[] = [];
  for (const input of inputs) requests.push(await toRequest(tx, tenantId, input));
  return post(tx, tenantId, requests);
}
