import type { SubscriptionStatus } from '@invest/contracts';
import { and, asc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
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

/** A commitment's outcome at settlement: the whole shares it got and the money given back. */
export interface Settled {
  id: string;
  allocatedQuantity: bigint;
  refundedUnits: bigint;
}

/** Commitments one statement settles: its one parameter is a JSON text of a few megabytes at most. */
const settledPerStatement = 10_000;

/** Records the outcome of every active commitment of the offering as settled. */
export async function settleCommitments(
  tx: Database,
  scope: OfferingScope,
  outcomes: readonly Settled[],
  now: Date,
): Promise<void> {
  for (let at = 0; at < outcomes.length; at += settledPerStatement) {
    const rows = JSON.stringify(
      outcomes.slice(at, at + settledPerStatement).map((outcome) => ({
        id: outcome.id,
        allocated: outcome.allocatedQuantity.toString(),
        refunded: outcome.refundedUnits.toString(),
      })),
    );
    await tx.execute(sql`update ${offeringSubscriptions} set
        status = 'settled',
        allocated_quantity = outcome.allocated,
        refunded_units = outcome.refunded,
        updated_at = ${now.toISOString()}::timestamptz
      from jsonb_to_recordset(${rows}::jsonb) as outcome(id uuid, allocated bigint, refunded bigint)
      where ${offeringSubscriptions.id} = outcome.id
        and ${offeringSubscriptions.tenantId} = ${scope.tenantId}
        and ${offeringSubscriptions.offeringId} = ${scope.offeringId}
        and ${offeringSubscriptions.status} = 'active'`);
  }
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
