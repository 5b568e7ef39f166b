import { randomInt } from 'node:crypto';
import type { AdminOffering, OfferingState } from '@invest/contracts';
import { scaleOf } from '@invest/money';
import type { Database } from '../../../platform/db/database';
import { inTransaction } from '../../../platform/db/transaction';
import { AppError, notFound } from '../../../platform/errors';
import type { AuthContext } from '../../../platform/http/context';
import {
  externalPurpose,
  getOrCreateAccount,
  getOrCreateUserAccountsOf,
  type HoldMovement,
  type HoldRelease,
  moveHeld,
  offeringEscrowPurpose,
  userAssetKey,
} from '../../ledger';
import { canMoveOffering } from '../catalogue/offering-states';
import {
  insertStateChange,
  moveOfferingState,
  type OfferingRow,
  recordAllocationSeed,
} from '../catalogue/offerings.repository';
import { getAdminOffering } from '../catalogue/offerings-admin.service';
import type { OfferingsDeps } from '../offerings.deps';
import { lockOffering, type SubscriptionRow } from '../subscriptions/subscriptions.repository';
import { allocate, allocationSeedLimit } from './allocation';
import { queueOfferingClosedJob } from './closing-mail';
import { findCommitments, moveCommitments, settleCommitments } from './commitments.repository';

type Admin = Pick<AuthContext, 'tenantId' | 'userId'>;
type Scope = { tenantId: string; offeringId: string };

const closedStates: readonly OfferingState[] = ['funded', 'failed', 'listed'];

/** Commitments one ledger statement settles or releases. */
const commitmentsPerStatement = 2000;

function* chunksOf<T>(items: readonly T[]): Generator<readonly T[]> {
  for (let at = 0; at < items.length; at += commitmentsPerStatement)
    yield items.slice(at, at + commitmentsPerStatement);
}

/** Where an offering's shares come from: the issuer, outside the platform (its balance is what was issued). */
export const issuerPurpose = (offeringId: string) => externalPurpose(`offering-${offeringId}`);

interface Allocation {
  commitment: SubscriptionRow;
  allocatedQuantity: bigint;
  costUnits: bigint;
}

function priceOf(offering: OfferingRow): bigint {
  if (offering.priceUnits === null) throw new AppError('CONFLICT', 'Price the offering before it closes');
  return offering.priceUnits;
}

/**
 * The whole shares each commitment gets: all it asked for while the demand fits the shares on
 * offer (the maximum raise at the price, rounded down to a whole share), else the offering's
 * allocation method shares them out (see allocate), a random one drawn from `seed`.
 */
function allocateCommitments(offering: OfferingRow, commitments: SubscriptionRow[], seed: number | null) {
  const offered = offering.maxRaiseUnits / priceOf(offering);
  const requested = commitments.map((commitment) => commitment.shareQuantity);
  const allocated = allocate(requested, offered, offering.allocationMethod, seed);
  const allocations = commitments.map((commitment, index): Allocation => {
    const allocatedQuantity = allocated[index] ?? 0n;
    return { commitment, allocatedQuantity, costUnits: allocatedQuantity * commitment.priceUnits };
  });
  const demanded = requested.reduce((sum, quantity) => sum + quantity, 0n);
  return { allocations, isFullySubscribed: demanded >= offered };
}

/** Gives back all that is left of the commitments' holds, a few thousand holds a statement. */
async function releaseHolds(tx: Database, offering: OfferingRow, commitments: readonly SubscriptionRow[]) {
  for (const chunk of chunksOf(commitments)) {
    const releases = chunk.map((commitment) => ({
      holdId: commitment.holdId,
      metadata: { offering_id: offering.id, subscription_id: commitment.id },
    }));
    await moveHeld(tx, offering.tenantId, [], releases);
  }
}

/**
 * Settles a funded offering, a few thousand commitments a ledger statement: each investor with an
 * allocation buys in one ledger transaction of kind `offering.settlement`, as a trade has it: its
 * hold pays the cost into the offering's escrow account (what the issuer is owed) and gives back the
 * rest, recorded as their refund, and the shares come from the issuer's account alongside; a
 * commitment allocated nothing has its hold released. The settlement happens once because the
 * offering is locked and leaves its open state with it, not by idempotency keys (whose look-ups
 * would double the cost of settling 100,000 commitments).
 */
async function settle(tx: Database, offering: OfferingRow, allocations: readonly Allocation[], now: Date) {
  const { tenantId } = offering;
  const system = { kind: 'system' } as const;
  const escrow = await getOrCreateAccount(tx, tenantId, {
    owner: system,
    asset: offering.quoteAsset,
    purpose: offeringEscrowPurpose(offering.id),
  });
  const issuer = await getOrCreateAccount(tx, tenantId, {
    owner: system,
    asset: offering.asset,
    purpose: issuerPurpose(offering.id),
  });
  const buyers = allocations.filter((allocation) => allocation.allocatedQuantity > 0n);
  const shares = await getOrCreateUserAccountsOf(
    tx,
    tenantId,
    buyers.map(({ commitment }) => ({ userId: commitment.userId, asset: offering.asset })),
  );
  const sharesOf = (userId: string) => {
    const found = shares.get(userAssetKey(userId, offering.asset));
    if (!found) throw new Error('an investor without accounts');
    return found.available;
  };
  const shareUnit = 10n ** BigInt(scaleOf(offering.asset));
  const metadata = (commitment: SubscriptionRow) => ({ offering_id: offering.id, subscription_id: commitment.id });
  for (const chunk of chunksOf(allocations)) {
    const purchases: HoldMovement[] = [];
    const releases: HoldRelease[] = [];
    for (const { commitment, allocatedQuantity, costUnits } of chunk) {
      if (allocatedQuantity === 0n) {
        releases.push({ holdId: commitment.holdId, metadata: metadata(commitment) });
        continue;
      }
      const shareUnits = allocatedQuantity * shareUnit;
      purchases.push({
        kind: 'offering.settlement',
        parts: [{ holdId: commitment.holdId, to: [{ account: escrow, amountUnits: costUnits }], returnsRest: true }],
        alongside: [
          { account: issuer, amountUnits: -shareUnits },
          { account: sharesOf(commitment.userId), amountUnits: shareUnits },
        ],
        metadata: metadata(commitment),
      });
    }
    await moveHeld(tx, tenantId, purchases, releases);
  }
  const outcomes = allocations.map(({ commitment, allocatedQuantity, costUnits }) => ({
    id: commitment.id,
    allocatedQuantity,
    refundedUnits: commitment.amountUnits - costUnits,
  }));
  await settleCommitments(tx, { tenantId, offeringId: offering.id }, outcomes, now);
}

function assertClosable(offering: OfferingRow) {
  if (!canMoveOffering(offering.workflow, offering.state, 'closing')) {
    throw new AppError('CONFLICT', `An offering that is ${offering.state} cannot close`);
  }
}

/** Refuses closing before the deadline unless every share on offer is asked for. */
function assertClosingTime(offering: OfferingRow, isFullySubscribed: boolean, now: Date) {
  if (now < offering.closesAt && !isFullySubscribed) {
    throw new AppError(
      'BUSINESS_RULE',
      `This offering closes at ${offering.closesAt.toISOString()}; before then only when fully subscribed`,
    );
  }
}

/**
 * Closes the offering: commitments still awaiting reconfirmation lapse (released); the active ones
 * are allocated (see allocateCommitments); one whose allocations reach its target is funded (the
 * money paid, the shares delivered, the rest given back), one that does not has failed (every hold
 * released). All of it happens in one transaction with the offering locked, so closing twice, or
 * twice at once, settles once, and each investor is told once by mail what came of their
 * commitment (closing-mail.ts). A random allocation's seed is drawn here and recorded on the
 * offering. `actorId` is the administrator who closed it, or null for the schedule at the deadline.
 */
export async function settleOffering(deps: OfferingsDeps, scope: Scope, actorId: string | null): Promise<void> {
  const { tenantId, offeringId } = scope;
  const now = deps.clock.now();
  await inTransaction(deps.db, async (tx) => {
    const offering = await lockOffering(tx, tenantId, offeringId);
    if (!offering) throw notFound('Offering');
    if (closedStates.includes(offering.state)) return;
    assertClosable(offering);
    const commitments = await findCommitments(tx, scope, ['active']);
    const seed = offering.allocationMethod === 'random' ? randomInt(allocationSeedLimit) : null;
    const { allocations, isFullySubscribed } = allocateCommitments(offering, commitments, seed);
    assertClosingTime(offering, isFullySubscribed, now);
    await releaseHolds(tx, offering, await findCommitments(tx, scope, ['needs_reconfirmation']));
    await moveCommitments(tx, scope, ['needs_reconfirmation'], 'lapsed', now);
    const raised = allocations.reduce((sum, allocation) => sum + allocation.costUnits, 0n);
    const isFunded = raised >= offering.targetRaiseUnits;
    if (isFunded) {
      await settle(tx, offering, allocations, now);
      if (seed !== null) await recordAllocationSeed(tx, scope, String(seed));
    } else {
      await releaseHolds(tx, offering, commitments);
      await moveCommitments(tx, scope, ['active'], 'released', now);
    }
    const outcome = isFunded ? 'funded' : 'failed';
    await moveOfferingState(tx, scope, offering.state, outcome, now);
    await queueOfferingClosedJob(tx, tenantId, offeringId);
    const change = { tenantId, offeringId, actorId, at: now };
    await insertStateChange(tx, { ...change, fromState: offering.state, toState: 'closing', reason: null });
    await insertStateChange(tx, {
      ...change,
      fromState: 'closing',
      toState: outcome,
      reason: isFunded ? 'target reached' : 'target not reached',
    });
  });
}

/** POST /v1/admin/offerings/{id}/close: an administrator closes the offering (see settleOffering). */
export async function closeOffering(deps: OfferingsDeps, admin: Admin, offeringId: string): Promise<AdminOffering> {
  await settleOffering(deps, { tenantId: admin.tenantId, offeringId }, admin.userId);
  return getAdminOffering(deps, admin, offeringId);
}
