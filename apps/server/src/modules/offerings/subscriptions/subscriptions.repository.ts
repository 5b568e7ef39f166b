import type { SubscriptionStatus } from '@invest/contracts';
import { and, count, desc, eq, gte, inArray, ne, sql, sum } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import type { OfferingRow } from '../catalogue/offerings.repository';
import { offerings } from '../catalogue/offerings.tables';
import { isRefundedWhole, liveStatuses } from './subscription-rules';
import { offeringSubscriptions, subscriptionForms } from './subscriptions.tables';

export type SubscriptionFormRow = typeof subscriptionForms.$inferSelect;
export type SubscriptionRow = typeof offeringSubscriptions.$inferSelect;
export type SubscriptionWithOffering = SubscriptionRow & { offering: OfferingRow };

interface InvestorScope {
  tenantId: string;
  userId: string;
}

type FormScope = InvestorScope & { offeringId: string };

const ofForm = (scope: FormScope) =>
  and(
    eq(subscriptionForms.tenantId, scope.tenantId),
    eq(subscriptionForms.userId, scope.userId),
    eq(subscriptionForms.offeringId, scope.offeringId),
  );

/** The live commitments of an offering (of one investor when `userId` is given). */
const liveOf = (tenantId: string, offeringId: string, userId?: string) =>
  and(
    eq(offeringSubscriptions.tenantId, tenantId),
    eq(offeringSubscriptions.offeringId, offeringId),
    userId ? eq(offeringSubscriptions.userId, userId) : undefined,
    inArray(offeringSubscriptions.status, [...liveStatuses]),
  );

/** Saves the fields of one step of the form, keeping the others. */
export async function saveFormFields(
  db: Database,
  scope: FormScope,
  fields: Partial<Omit<SubscriptionFormRow, 'tenantId' | 'userId' | 'offeringId'>> & { updatedAt: Date },
): Promise<SubscriptionFormRow> {
  const [row] = await db
    .insert(subscriptionForms)
    .values({ ...scope, ...fields })
    .onConflictDoUpdate({ target: [subscriptionForms.userId, subscriptionForms.offeringId], set: fields })
    .returning();
  if (!row) throw new Error('subscription form upsert returned no row');
  return row;
}

export async function findForm(db: Database, scope: FormScope): Promise<SubscriptionFormRow | null> {
  const [row] = await db.select().from(subscriptionForms).where(ofForm(scope));
  return row ?? null;
}

/** Drops the form once it is submitted: a commitment is changed by filling in and signing a new one. */
export async function deleteForm(tx: Database, scope: FormScope): Promise<void> {
  await tx.delete(subscriptionForms).where(ofForm(scope));
}

/** The form the investor saved last, of any offering. */
export async function findLatestForm(db: Database, scope: InvestorScope): Promise<SubscriptionFormRow | null> {
  const [row] = await db
    .select()
    .from(subscriptionForms)
    .where(and(eq(subscriptionForms.tenantId, scope.tenantId), eq(subscriptionForms.userId, scope.userId)))
    .orderBy(desc(subscriptionForms.updatedAt))
    .limit(1);
  return row ?? null;
}

/** The offering, locked until the transaction ends: commitments to one offering are made one at a time. */
export async function lockOffering(tx: Database, tenantId: string, offeringId: string): Promise<OfferingRow | null> {
  const [row] = await tx
    .select()
    .from(offerings)
    .where(and(eq(offerings.tenantId, tenantId), eq(offerings.id, offeringId)))
    .for('update');
  return row ?? null;
}

export async function findLiveSubscription(tx: Database, scope: FormScope): Promise<SubscriptionRow | null> {
  const [row] = await tx
    .select()
    .from(offeringSubscriptions)
    .where(liveOf(scope.tenantId, scope.offeringId, scope.userId));
  return row ?? null;
}

/** What the offering's live commitments hold in all. */
export async function sumLiveCommitments(tx: Database, tenantId: string, offeringId: string): Promise<bigint> {
  const [row] = await tx
    .select({ total: sum(offeringSubscriptions.amountUnits) })
    .from(offeringSubscriptions)
    .where(liveOf(tenantId, offeringId));
  return BigInt(row?.total ?? 0);
}

export async function insertSubscription(
  tx: Database,
  values: typeof offeringSubscriptions.$inferInsert,
): Promise<SubscriptionRow> {
  const [row] = await tx.insert(offeringSubscriptions).values(values).returning();
  if (!row) throw new Error('subscription insert returned no row');
  return row;
}

/** The columns a move to `status` sets: no deadline to reconfirm, and a whole refund when released. */
export const statusChange = (status: SubscriptionStatus, now: Date) => ({
  status,
  reconfirmBy: null,
  refundedUnits: isRefundedWhole(status) ? offeringSubscriptions.amountUnits : null,
  updatedAt: now,
});

/**
 * Moves a commitment from one of the statuses `from` to `status`; null when it is in none of them
 * any more (another request moved it first).
 */
export async function moveSubscription(
  tx: Database,
  scope: InvestorScope & { subscriptionId: string },
  from: readonly SubscriptionStatus[],
  status: SubscriptionStatus,
  now: Date,
): Promise<SubscriptionRow | null> {
  const [row] = await tx
    .update(offeringSubscriptions)
    .set(statusChange(status, now))
    .where(
      and(
        eq(offeringSubscriptions.tenantId, scope.tenantId),
        eq(offeringSubscriptions.userId, scope.userId),
        eq(offeringSubscriptions.id, scope.subscriptionId),
        inArray(offeringSubscriptions.status, [...from]),
      ),
    )
    .returning();
  return row ?? null;
}

export async function findSubscription(
  db: Database,
  scope: InvestorScope & { subscriptionId: string },
): Promise<SubscriptionWithOffering | null> {
  const [row] = await db
    .select({ subscription: offeringSubscriptions, offering: offerings })
    .from(offeringSubscriptions)
    .innerJoin(offerings, eq(offerings.id, offeringSubscriptions.offeringId))
    .where(
      and(
        eq(offeringSubscriptions.tenantId, scope.tenantId),
        eq(offeringSubscriptions.userId, scope.userId),
        eq(offeringSubscriptions.id, scope.subscriptionId),
      ),
    );
  return row ? { ...row.subscription, offering: row.offering } : null;
}

/**
 * What the investor committed to Reg CF offerings of the domain since `since` (live or settled),
 * leaving out the commitment `excluding` (one being replaced).
 */
export async function sumRegCfCommitments(
  db: Database,
  scope: InvestorScope,
  since: Date,
  excluding: string | null,
): Promise<bigint> {
  const [row] = await db
    .select({ total: sum(offeringSubscriptions.amountUnits) })
    .from(offeringSubscriptions)
    .innerJoin(offerings, eq(offerings.id, offeringSubscriptions.offeringId))
    .where(
      and(
        eq(offeringSubscriptions.tenantId, scope.tenantId),
        eq(offeringSubscriptions.userId, scope.userId),
        eq(offerings.workflow, 'reg_cf'),
        inArray(offeringSubscriptions.status, [...liveStatuses, 'settled']),
        gte(offeringSubscriptions.createdAt, since),
        excluding ? ne(offeringSubscriptions.id, excluding) : sql`true`,
      ),
    );
  return BigInt(row?.total ?? 0);
}

/** One page of the investor's commitments, newest first. */
export async function findSubscriptionPage(
  db: Database,
  scope: InvestorScope,
  status: SubscriptionStatus | undefined,
  paging: { limit: number; offset: number },
): Promise<{ rows: SubscriptionWithOffering[]; total: number }> {
  const where = and(
    eq(offeringSubscriptions.tenantId, scope.tenantId),
    eq(offeringSubscriptions.userId, scope.userId),
    status ? eq(offeringSubscriptions.status, status) : sql`true`,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ subscription: offeringSubscriptions, offering: offerings })
      .from(offeringSubscriptions)
      .innerJoin(offerings, eq(offerings.id, offeringSubscriptions.offeringId))
      .where(where)
      .orderBy(desc(offeringSubscriptions.createdAt), desc(offeringSubscriptions.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ total: count() }).from(offeringSubscriptions).where(where),
  ]);
  return { rows: rows.map((row) => ({ ...row.subscription, offering: row.offering })), total: counted?.total ?? 0 };
}

export interface DailyCommitments {
  /** A UTC day, 2026-03-02. */
  day: string;
  /** What the commitments made up to the end of the day hold (those still active or settled). */
  cumulativeUnits: bigint;
  cumulativeCount: number;
}

/** The offering's commitments summed per day of making, and running totals, by the database. */
export async function findDailyCommitments(db: Database, tenantId: string, offeringId: string) {
  const day = sql<string>`to_char(${offeringSubscriptions.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      cumulativeUnits: sql<string>`sum(sum(${offeringSubscriptions.amountUnits})) over (order by ${day})`,
      cumulativeCount: sql<string>`sum(count(*)) over (order by ${day})`,
    })
    .from(offeringSubscriptions)
    .where(
      and(
        eq(offeringSubscriptions.tenantId, tenantId),
        eq(offeringSubscriptions.offeringId, offeringId),
        inArray(offeringSubscriptions.status, ['active', 'settled']),
      ),
    )
    .groupBy(day)
    .orderBy(day);
  return rows.map(
    (row): DailyCommitments => ({
      day: row.day,
      cumulativeUnits: BigInt(row.cumulativeUnits),
      cumulativeCount: Number(row.cumulativeCount),
    }),
  );
}
