import { randomInt } from 'node:crypto';
import type { AdminOffering, OfferingState } from '@invest/contracts';
import type { AuditActor } from '../../../platform/audit/audit';
import type { Database } from '../../../platform/db/database';
import { inTransaction } from '../../../platform/db/transaction';
import { AppError, notFound } from '../../../platform/errors';
import type { AuthContext } from '../../../platform/http/context';
import { moveHeld } from '../../ledger';
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
import { type Allocated, findCommitments, hasActiveCommitments, moveCommitments } from './commitments.repository';
import { settleAllocations } from './offering-settlement';

type Admin = Pick<AuthContext, 'tenantId' | 'userId'>;
type Scope = { tenantId: string; offeringId: string };

const closedStates: readonly OfferingState[] = ['funded', 'failed', 'listed'];

/** Holds one ledger statement releases. */
const releasesPerStatement = 2000;

function priceOf(offering: OfferingRow): bigint {
  if (offering.priceUnits === null) throw new AppError('CONFLICT', 'Price the offering before it closes');
  return offering.priceUnits;
}

/**
 * The whole shares each commitment gets: all it asked for while the demand fits the shares on
 * offer (the maximum raise at the price, rounded down to a whole share), else the offering's
 * allocation method shares them out (see allocate), a random one drawn from `seed`; and what each
 * gets back of its hold.
 */
function allocateCommitments(offering: OfferingRow, commitments: SubscriptionRow[], seed: number | null) {
  const offered = offering.maxRaiseUnits / priceOf(offering);
  const requested = commitments.map((commitment) => commitment.shareQuantity);
  const allocated = allocate(requested, offered, offering.allocationMethod, seed);
  let raisedUnits = 0n;
  const allocations = commitments.map((commitment, index): Allocated => {
    const allocatedQuantity = allocated[index] ?? 0n;
    const costUnits = allocatedQuantity * commitment.priceUnits;
    raisedUnits += costUnits;
    return { id: commitment.id, allocatedQuantity, refundedUnits: commitment.amountUnits - costUnits };
  });
  const demanded = requested.reduce((sum, quantity) => sum + quantity, 0n);
  return { allocations, raisedUnits, isFullySubscribed: demanded >= offered };
}

/** Gives back all that is left of the commitments' holds, a few thousand holds a statement. */
async function releaseHolds(tx: Database, offering: OfferingRow, commitments: readonly SubscriptionRow[]) {
  for (let at = 0; at < commitments.length; at += releasesPerStatement) {
    const releases = commitments.slice(at, at + releasesPerStatement).map((commitment) => ({
      holdId: commitment.holdId,
      metadata: { offering_id: offering.id, subscription_id: commitment.id },
    }));
    await moveHeld(tx, offering.tenantId, [], releases);
  }
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

/** The seed a random allocation of the offering was drawn from (recorded when it moved to closing). */
function recordedSeed(offering: OfferingRow): number | null {
  if (offering.allocationMethod !== 'random') return null;
  if (offering.allocationSeed === null) throw new Error('a closing random allocation without its seed');
  return Number(offering.allocationSeed);
}

/**
 * The allocations of a closing offering still to settle: the allocation is a function of the
 * commitments it was made from (those active when it closed: the active and the settled ones now,
 * in the order they were made) and the recorded seed, so a closing cut short allocates again exactly
 * as it first did.
 */
async function remainingAllocations(tx: Database, offering: OfferingRow): Promise<Allocated[]> {
  const scope = { tenantId: offering.tenantId, offeringId: offering.id };
  const commitments = await findCommitments(tx, scope, ['active', 'settled']);
  const { allocations } = allocateCommitments(offering, commitments, recordedSeed(offering));
  const active = new Set(commitments.filter((row) => row.status === 'active').map((row) => row.id));
  return allocations.filter((allocation) => active.has(allocation.id));
}

interface Closing {
  offering: OfferingRow;
  /** What each active commitment gets, to settle. */
  allocations: Allocated[];
}

/**
 * The closing's first step, in one transaction with the offering locked: commitments still awaiting
 * reconfirmation lapse (released) and the active ones are allocated (see allocateCommitments). One
 * whose allocations reach its target moves to closing (a random allocation's seed, drawn here, is
 * recorded) and is answered with its allocations to settle; one that does not has failed at once
 * (every hold released, each investor told by mail) and is answered null, as is one already closed.
 * One already closing (a closing cut short) is answered with the allocations it has left.
 */
async function allocateOffering(deps: OfferingsDeps, scope: Scope, actor: AuditActor): Promise<Closing | null> {
  const { tenantId, offeringId } = scope;
  const now = deps.clock.now();
  return inTransaction(deps.db, async (tx) => {
    const offering = await lockOffering(tx, tenantId, offeringId);
    if (!offering) throw notFound('Offering');
    if (closedStates.includes(offering.state)) return null;
    if (offering.state === 'closing') return { offering, allocations: await remainingAllocations(tx, offering) };
    assertClosable(offering);
    const commitments = await findCommitments(tx, scope, ['active']);
    const seed = offering.allocationMethod === 'random' ? randomInt(allocationSeedLimit) : null;
    const { allocations, raisedUnits, isFullySubscribed } = allocateCommitments(offering, commitments, seed);
    assertClosingTime(offering, isFullySubscribed, now);
    await releaseHolds(tx, offering, await findCommitments(tx, scope, ['needs_reconfirmation']));
    await moveCommitments(tx, scope, ['needs_reconfirmation'], 'lapsed', now);
    const change = { tenantId, offeringId, at: now };
    await insertStateChange(tx, { ...change, fromState: offering.state, toState: 'closing', reason: null }, actor);
    if (raisedUnits < offering.targetRaiseUnits) {
      await releaseHolds(tx, offering, commitments);
      await moveCommitments(tx, scope, ['active'], 'released', now);
      await moveOfferingState(tx, scope, offering.state, 'failed', now);
      await insertStateChange(
        tx,
        { ...change, fromState: 'closing', toState: 'failed', reason: 'target not reached' },
        actor,
      );
      await queueOfferingClosedJob(tx, tenantId, offeringId);
      return null;
    }
    if (seed !== null) await recordAllocationSeed(tx, scope, String(seed));
    await moveOfferingState(tx, scope, offering.state, 'closing', now);
    return { offering: { ...offering, state: 'closing' }, allocations };
  });
}

/**
 * The closing's last step, once every allocation is settled: the offering is funded and each
 * investor is told by mail what came of their commitment (closing-mail.ts), in one transaction
 * with the offering locked, so it happens once.
 */
async function fundOffering(deps: OfferingsDeps, scope: Scope, actor: AuditActor): Promise<void> {
  const now = deps.clock.now();
  await inTransaction(deps.db, async (tx) => {
    const offering = await lockOffering(tx, scope.tenantId, scope.offeringId);
    if (offering?.state !== 'closing') return;
    if (await hasActiveCommitments(tx, scope)) throw new Error('a closing offering has commitments left to settle');
    await moveOfferingState(tx, scope, 'closing', 'funded', now);
    await insertStateChange(
      tx,
      { ...scope, at: now, fromState: 'closing', toState: 'funded', reason: 'target reached' },
      actor,
    );
    await queueOfferingClosedJob(tx, scope.tenantId, scope.offeringId);
  });
}

/**
 * Closes the offering: allocates it (allocateOffering); when it reached its target, settles every
 * allocation (settleAllocations: the money paid, the shares delivered, the rest given back) and
 * funds it (fundOffering). Each step is safe to run again and at once in several processes: the
 * offering and each commitment move once, so closing twice, or twice at once, settles once, and a
 * closing cut short in the middle (the offering left closing) is finished by the next run, from the
 * schedule or an administrator. `actorId` is the administrator who closed it, or null for the
 * schedule at the deadline.
 */
export async function settleOffering(deps: OfferingsDeps, scope: Scope, actor: AuditActor): Promise<void> {
  const closing = await allocateOffering(deps, scope, actor);
  if (!closing) return;
  await settleAllocations(deps, closing.offering, closing.allocations);
  await fundOffering(deps, scope, actor);
}

/** POST /v1/admin/offerings/{id}/close: an administrator closes the offering (see settleOffering). */
export async function closeOffering(
  deps: OfferingsDeps,
  admin: Admin,
  actor: AuditActor,
  offeringId: string,
): Promise<AdminOffering> {
  await settleOffering(deps, { tenantId: admin.tenantId, offeringId }, actor);
  return getAdminOffering(deps, admin, offeringId);
}
