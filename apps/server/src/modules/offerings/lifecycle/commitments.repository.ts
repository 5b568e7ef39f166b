import type { SubscriptionStatus } from '@invest/contracts';
import { and, asc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { selectRows } from '../../../platform/db/raw-rows';
import { users } from '../../auth';
import { type SubscriptionRow, statusChange } from '../subscriptions/subscriptions.repository';
import { offeringSubscriptions } from '../subscriptions/subscriptions.tables';

/** The commitments of an offering a lifecycle step acts on, all at once. */

interface OfferingScope {
  tenantId: string;
  offeringId: string;
}

const ofOffering = (scope: OfferingScope, statuses: readonly SubscriptionStatus[]) =>
  and(
    eq(offeringSubscriptions.tenantId, scope.tenantId),
    eq(offeringSubscriptions.offeringId, scope.offeringId),
    inArray(offeringSubscriptions.status, [...statuses]),
  );

/** The offering's commitments in `statuses`, in the order they were made (time, then id). */
export function findCommitments(
  tx: Database,
  scope: OfferingScope,
  statuses: readonly SubscriptionStatus[],
): Promise<SubscriptionRow[]> {
  return tx
    .select()
    .from(offeringSubscriptions)
    .where(ofOffering(scope, statuses))
    .orderBy(asc(offeringSubscriptions.createdAt), asc(offeringSubscriptions.id));
}

/** Moves every commitment of the offering in `from` to `status`; one released whole records its amount as refunded. */
export async function moveCommitments(
  tx: Database,
  scope: OfferingScope,
  from: readonly SubscriptionStatus[],
  status: SubscriptionStatus,
  now: Date,
): Promise<void> {
  await tx.update(offeringSubscriptions).set(statusChange(status, now)).where(ofOffering(scope, from));
}

/**
 * An ipo priced at `priceUnits`: active indications at or above it now commit at that price (their
 * amount is their shares at the price), those below it are priced out with their whole amount refunded.
 */
export async function applyPrice(tx: Database, scope: OfferingScope, priceUnits: bigint, now: Date): Promise<void> {
  await tx
    .update(offeringSubscriptions)
    .set({
      priceUnits,
      amountUnits: sql`${offeringSubscriptions.shareQuantity} * ${priceUnits}`,
      updatedAt: now,
    })
    .where(and(ofOffering(scope, ['active']), gte(offeringSubscriptions.maxPriceUnits, priceUnits)));
  await tx
    .update(offeringSubscriptions)
    .set({ status: 'priced_out', refundedUnits: offeringSubscriptions.amountUnits, updatedAt: now })
    .where(and(ofOffering(scope, ['active']), lt(offeringSubscriptions.maxPriceUnits, priceUnits)));
}

/** A commitment's outcome at allocation: the whole shares it gets and the money given back. */
export interface Allocated {
  id: string;
  allocatedQuantity: bigint;
  refundedUnits: bigint;
}

/** What a settlement needs of a commitment it takes. */
export interface ClaimedCommitment {
  id: string;
  userId: string;
  holdId: string;
  priceUnits: bigint;
  allocatedQuantity: bigint;
}

/**
 * Takes the active commitments among `allocations`, marks them settled with their allocation and
 * answers them; the caller settles their money in the same transaction. They are locked in id
 * order first, so two settlements of the same commitments wait for one another instead of
 * deadlocking, and the later one finds them settled and takes none.
 */
export async function claimAllocations(
  tx: Database,
  scope: OfferingScope,
  allocations: readonly Allocated[],
  now: Date,
): Promise<ClaimedCommitment[]> {
  if (allocations.length === 0) return [];
  const rows = JSON.stringify(
    allocations.map((allocation) => ({
      id: allocation.id,
      allocated: allocation.allocatedQuantity.toString(),
      refunded: allocation.refundedUnits.toString(),
    })),
  );
  const claimed = await selectRows<{
    id: string;
    user_id: string;
    hold_id: string;
    price_units: string | bigint;
    allocated_quantity: string | bigint;
  }>(
    tx,
    sql`with outcome as (
        select * from jsonb_to_recordset(${rows}::jsonb) as o(id uuid, allocated bigint, refunded bigint)
      ),
      locked as (
        select s.id from ${offeringSubscriptions} s join outcome o on o.id = s.id
        where s.tenant_id = ${scope.tenantId} and s.offering_id = ${scope.offeringId} and s.status = 'active'
        order by s.id
        for update of s
      )
      update ${offeringSubscriptions} s set
        status = 'settled',
        allocated_quantity = o.allocated,
        refunded_units = o.refunded,
        updated_at = ${now.toISOString()}::timestamptz
      from outcome o, locked l
      where s.id = o.id and s.id = l.id and s.status = 'active'
      returning s.id, s.user_id, s.hold_id, s.price_units, s.allocated_quantity`,
  );
  return claimed.map((row) => ({
    id: row.id,
    userId: row.user_id,
    holdId: row.hold_id,
    priceUnits: BigInt(row.price_units),
    allocatedQuantity: BigInt(row.allocated_quantity),
  }));
}

/** Whether the offering has active commitments, which a closing offering has left to settle. */
export async function hasActiveCommitments(tx: Database, scope: OfferingScope): Promise<boolean> {
  const [row] = await tx
    .select({ id: offeringSubscriptions.id })
    .from(offeringSubscriptions)
    .where(ofOffering(scope, ['active']))
    .limit(1);
  return row !== undefined;
}

/** Asks the investors of every active commitment of the offering to reconfirm it by `reconfirmBy`. */
export function askReconfirmation(
  tx: Database,
  scope: OfferingScope,
  reconfirmBy: Date,
  now: Date,
): Promise<{ userId: string }[]> {
  return tx
    .update(offeringSubscriptions)
    .set({ status: 'needs_reconfirmation', reconfirmBy, updatedAt: now })
    .where(ofOffering(scope, ['active']))
    .returning({ userId: offeringSubscriptions.userId });
}

/** Commitments of every domain whose time to reconfirm has passed, oldest deadline first. */
export function findLapsedCommitments(db: Database, now: Date, limit: number): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(offeringSubscriptions)
    .where(and(eq(offeringSubscriptions.status, 'needs_reconfirmation'), lte(offeringSubscriptions.reconfirmBy, now)))
    .orderBy(asc(offeringSubscriptions.reconfirmBy))
    .limit(limit);
}

/** The addresses of the tenant's users `userIds`, by user. */
export async function findInvestorEmails(
  db: Database,
  tenantId: string,
  userIds: readonly string[],
): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, [...new Set(userIds)])));
  return new Map(rows.map((row) => [row.id, row.email]));
}
