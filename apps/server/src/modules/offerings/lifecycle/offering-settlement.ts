import { randomInt } from 'node:crypto';
import { scaleOf } from '@invest/money';
import type { Database } from '../../../platform/db/database';
import { inTransaction } from '../../../platform/db/transaction';
import {
  getOrCreateAccount,
  getOrCreateAvailableAccountsOf,
  type HoldMovement,
  type HoldRelease,
  type LedgerAccount,
  moveHeld,
  offeringEscrowPurpose,
  offeringIssuerPurpose,
  offeringShardCount,
  oneShardOf,
  userAssetKey,
} from '../../ledger';
import type { OfferingRow } from '../catalogue/offerings.repository';
import type { OfferingsDeps } from '../offerings.deps';
import { type Allocated, type ClaimedCommitment, claimAllocations } from './commitments.repository';

/**
 * Transactions that settle one closing at once, each on its own connection and its own shards, and
 * the commitments each settles. bench/allocation on two cores settled 100,000 in 20 s with two of
 * 5,000, 23 s with three of 2,000 and 27 s with four of 1,000; two of 10,000 gained under a second
 * while holding each investor's accounts twice as long.
 */
const settlingTransactions = 2;
const commitmentsPerTransaction = 5000;

interface OfferingAccounts {
  /** What the issuer is owed: the investors' payments. */
  escrow: LedgerAccount;
  /** Where the shares come from. */
  issuer: LedgerAccount;
}

function getOfferingAccounts(db: Database, offering: OfferingRow): Promise<OfferingAccounts> {
  const system = { kind: 'system' } as const;
  const { tenantId } = offering;
  return inTransaction(db, async (tx) => ({
    escrow: await getOrCreateAccount(tx, tenantId, {
      owner: system,
      asset: offering.quoteAsset,
      purpose: offeringEscrowPurpose(offering.id),
    }),
    issuer: await getOrCreateAccount(tx, tenantId, {
      owner: system,
      asset: offering.asset,
      purpose: offeringIssuerPurpose(offering.id),
    }),
  }));
}

/**
 * Settles the `allocations` whose commitments are still active, in the caller's transaction: each
 * investor with an allocation buys in one ledger transaction of kind `offering.settlement`, as a
 * trade has it: its hold pays the cost into the offering's escrow account and gives back the rest
 * (recorded as their refund), and the shares come from the issuer's account alongside; a
 * commitment allocated nothing has its hold released. `accounts` are the shards this transaction
 * posts through.
 */
async function settleCommitments(
  tx: Database,
  offering: OfferingRow,
  accounts: OfferingAccounts,
  allocations: readonly Allocated[],
  now: Date,
): Promise<void> {
  const { tenantId } = offering;
  const claimed = await claimAllocations(tx, { tenantId, offeringId: offering.id }, allocations, now);
  const buyers = claimed.filter((commitment) => commitment.allocatedQuantity > 0n);
  const shares = await getOrCreateAvailableAccountsOf(
    tx,
    tenantId,
    buyers.map((commitment) => ({ userId: commitment.userId, asset: offering.asset })),
  );
  const sharesOf = (userId: string) => {
    const found = shares.get(userAssetKey(userId, offering.asset));
    if (!found) throw new Error('an investor without accounts');
    return found;
  };
  const shareUnit = 10n ** BigInt(scaleOf(offering.asset));
  const metadata = (commitment: ClaimedCommitment) => ({ offering_id: offering.id, subscription_id: commitment.id });
  const purchases: HoldMovement[] = [];
  const releases: HoldRelease[] = [];
  for (const commitment of claimed) {
    const { allocatedQuantity } = commitment;
    if (allocatedQuantity === 0n) {
      releases.push({ holdId: commitment.holdId, metadata: metadata(commitment) });
      continue;
    }
    const shareUnits = allocatedQuantity * shareUnit;
    const costUnits = allocatedQuantity * commitment.priceUnits;
    purchases.push({
      kind: 'offering.settlement',
      parts: [
        { holdId: commitment.holdId, to: [{ account: accounts.escrow, amountUnits: costUnits }], returnsRest: true },
      ],
      alongside: [
        { account: accounts.issuer, amountUnits: -shareUnits },
        { account: sharesOf(commitment.userId), amountUnits: shareUnits },
      ],
      metadata: metadata(commitment),
    });
  }
  await moveHeld(tx, tenantId, purchases, releases);
}

/**
 * Settles the allocations of a closing offering, a few thousand a transaction, several transactions
 * at once: each takes its commitments by marking them settled (claimAllocations), so a commitment
 * is settled once however many processes settle the offering together, and a closing cut short is
 * finished by the next run. Each of the concurrent transactions pays through its own shard of the
 * escrow and issuer accounts, so they do not wait for one another on those rows. The first failure
 * stops the rest after their current transaction and is thrown.
 */
export async function settleAllocations(
  deps: OfferingsDeps,
  offering: OfferingRow,
  allocations: readonly Allocated[],
): Promise<void> {
  if (allocations.length === 0) return;
  const accounts = await getOfferingAccounts(deps.db, offering);
  const now = deps.clock.now();
  let next = 0;
  let failed = false;
  const firstShard = randomInt(offeringShardCount);
  const settleInTurn = async (lane: number) => {
    const shards = {
      escrow: oneShardOf(accounts.escrow, firstShard + lane),
      issuer: oneShardOf(accounts.issuer, firstShard + lane),
    };
    while (!failed && next < allocations.length) {
      const batch = allocations.slice(next, next + commitmentsPerTransaction);
      next += commitmentsPerTransaction;
      try {
        await inTransaction(deps.db, (tx) => settleCommitments(tx, offering, shards, batch, now));
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const lanes = await Promise.allSettled(Array.from({ length: settlingTransactions }, (_, lane) => settleInTurn(lane)));
  const failure = lanes.find((lane) => lane.status === 'rejected');
  if (failure) throw failure.reason;
}
