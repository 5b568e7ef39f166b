import type { OfferingState, Workflow } from '@invest/contracts';
import { and, asc, count, eq, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { type AuditActor, recordAudit, valuesBefore } from '../../../platform/audit/audit';
import type { Database } from '../../../platform/db/database';
import { offeringNotifyRequests } from '../notify/offering-notify.tables';
import { offeringSubscriptions } from '../subscriptions/subscriptions.tables';
import { offeringFavorites, offeringStateChanges, offerings } from './offerings.tables';

export type OfferingRow = typeof offerings.$inferSelect;
export type NewOffering = typeof offerings.$inferInsert;
export type OfferingTerms = Omit<NewOffering, 'id' | 'tenantId' | 'state' | 'createdBy' | 'createdAt' | 'updatedAt'>;
export type OfferingStateChangeRow = typeof offeringStateChanges.$inferSelect;
/** An offering with whether the reader starred it and what its commitments hold so far. */
export type OfferingViewRow = OfferingRow & InvestorMarks & { raisedUnits: bigint };

/** What one investor marked on an offering: a favourite, a mail when it opens. */
export interface InvestorMarks {
  isFavorite: boolean;
  isNotify: boolean;
}

interface Scope {
  tenantId: string;
  offeringId: string;
}

const ofOffering = (scope: Scope) => and(eq(offerings.tenantId, scope.tenantId), eq(offerings.id, scope.offeringId));

/** Open offerings first, then those still to come, then the settled and the ended ones. */
const stateRank = sql`case ${offerings.state}
  when 'open' then 0 when 'priced' then 1 when 'upcoming' then 2 when 'closing' then 3
  when 'funded' then 4 when 'listed' then 5 when 'draft' then 6 else 7 end`;

export async function insertOffering(tx: Database, values: NewOffering): Promise<OfferingRow> {
  const [row] = await tx.insert(offerings).values(values).returning();
  if (!row) throw new Error('offering insert returned no row');
  return row;
}

export async function findOffering(db: Database, scope: Scope): Promise<OfferingRow | null> {
  const [row] = await db.select().from(offerings).where(ofOffering(scope));
  return row ?? null;
}

/** The tenant's offering of shares of `asset`, if there is one (an asset is offered once per domain). */
export async function findOfferingByAsset(db: Database, tenantId: string, asset: string): Promise<OfferingRow | null> {
  const [row] = await db
    .select()
    .from(offerings)
    .where(and(eq(offerings.tenantId, tenantId), eq(offerings.asset, asset)));
  return row ?? null;
}

/** Replaces the terms while the offering is in one of `editableStates`; null when it is not (or is gone). */
export async function updateOfferingTerms(
  tx: Database,
  scope: Scope,
  terms: OfferingTerms,
  editableStates: readonly OfferingState[],
  now: Date,
): Promise<OfferingRow | null> {
  const [row] = await tx
    .update(offerings)
    .set({ ...terms, updatedAt: now })
    .where(and(ofOffering(scope), inArray(offerings.state, [...editableStates])))
    .returning();
  return row ?? null;
}

/**
 * Moves the offering from `from` to `to` if it is still in `from`: of two concurrent moves one
 * finds the row changed and gets null.
 */
export async function moveOfferingState(
  tx: Database,
  scope: Scope,
  from: OfferingState,
  to: OfferingState,
  now: Date,
): Promise<OfferingRow | null> {
  const [row] = await tx
    .update(offerings)
    .set({ state: to, updatedAt: now })
    .where(and(ofOffering(scope), eq(offerings.state, from)))
    .returning();
  return row ?? null;
}

/** Keeps the seed a random allocation was drawn from, so anyone can draw it again. */
export async function recordAllocationSeed(tx: Database, scope: Scope, seed: string): Promise<void> {
  await tx.update(offerings).set({ allocationSeed: seed }).where(ofOffering(scope));
}

/** Sets an open ipo's final price; null when it is no longer open (another request priced it first). */
export async function setOfferingPrice(
  tx: Database,
  scope: Scope,
  priceUnits: bigint,
  now: Date,
): Promise<OfferingRow | null> {
  const [row] = await tx
    .update(offerings)
    .set({ priceUnits, state: 'priced', updatedAt: now })
    .where(and(ofOffering(scope), eq(offerings.state, 'open'), eq(offerings.workflow, 'ipo')))
    .returning();
  return row ?? null;
}

/** A change of an offering's terms, in the audit trail: each term given, as it was and as it is now. */
export async function recordTermsChange(
  tx: Database,
  change: { tenantId: string; offeringId: string; actor: AuditActor; before: OfferingTerms; after: OfferingTerms },
) {
  await recordAudit(tx, {
    tenantId: change.tenantId,
    actor: change.actor,
    action: 'offering.terms',
    object: { kind: 'offering', id: change.offeringId },
    before: valuesBefore(change.before, change.after),
    after: change.after,
  });
}

/** A change of an offering's state, by `actor` (the platform: its schedule), kept in its history and in the audit trail. */
export async function insertStateChange(
  tx: Database,
  values: Omit<typeof offeringStateChanges.$inferInsert, 'actorId'>,
  actor: AuditActor,
) {
  await tx.insert(offeringStateChanges).values({ ...values, actorId: actor.userId });
  await recordAudit(tx, {
    tenantId: values.tenantId,
    actor,
    action: `offering.${values.toState}`,
    object: { kind: 'offering', id: values.offeringId },
    reason: values.reason ?? null,
    before: { state: values.fromState },
    after: { state: values.toState },
  });
}

/** The state changes of the tenant's offerings `offeringIds`, oldest first. */
export function findStateChanges(
  db: Database,
  tenantId: string,
  offeringIds: readonly string[],
): Promise<OfferingStateChangeRow[]> {
  if (offeringIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(offeringStateChanges)
    .where(and(eq(offeringStateChanges.tenantId, tenantId), inArray(offeringStateChanges.offeringId, [...offeringIds])))
    .orderBy(asc(offeringStateChanges.id));
}

export interface OfferingFilter {
  workflow?: Workflow;
  state?: OfferingState;
  favorite?: boolean;
  /** Leaves drafts out (what investors see). */
  publicOnly: boolean;
}

const favoriteJoinFor = (tenantId: string, userId: string) =>
  and(
    eq(offeringFavorites.offeringId, offerings.id),
    eq(offeringFavorites.userId, userId),
    eq(offeringFavorites.tenantId, tenantId),
  );
const isFavorite = sql<boolean>`${offeringFavorites.offeringId} is not null`;

/** Whether `userId` asked to be told when the offering in the outer query opens. */
const isNotifyOf = (tenantId: string, userId: string) =>
  sql<boolean>`exists (select 1 from ${offeringNotifyRequests} where ${offeringNotifyRequests.offeringId} = ${offerings.id}
    and ${offeringNotifyRequests.tenantId} = ${tenantId} and ${offeringNotifyRequests.userId} = ${userId})`;

/** What the offering's active and settled commitments hold, summed by the database. */
const raisedUnits = sql<string>`(select coalesce(sum(${offeringSubscriptions.amountUnits}), 0) from ${offeringSubscriptions}
  where ${offeringSubscriptions.offeringId} = ${offerings.id} and ${offeringSubscriptions.status} in ('active', 'settled'))`;

/** The columns of an offering as one investor sees it: the offering, their marks on it, what it has raised. */
const viewColumns = (tenantId: string, userId: string) => ({
  offering: offerings,
  isFavorite,
  isNotify: isNotifyOf(tenantId, userId),
  raisedUnits,
});

const toViewRow = (row: {
  offering: OfferingRow;
  isFavorite: boolean;
  isNotify: boolean;
  raisedUnits: string;
}): OfferingViewRow => ({
  ...row.offering,
  isFavorite: row.isFavorite,
  isNotify: row.isNotify,
  raisedUnits: BigInt(row.raisedUnits),
});

/** The tenant's offering as `userId` sees it, or null. */
export async function findOfferingView(
  db: Database,
  scope: Scope & { userId: string },
): Promise<OfferingViewRow | null> {
  const [row] = await db
    .select(viewColumns(scope.tenantId, scope.userId))
    .from(offerings)
    .leftJoin(offeringFavorites, favoriteJoinFor(scope.tenantId, scope.userId))
    .where(ofOffering(scope));
  return row ? toViewRow(row) : null;
}

/** One page of the tenant's offerings with what `userId` marked on each and what each has raised. */
export async function findOfferingPage(
  db: Database,
  tenantId: string,
  userId: string,
  filter: OfferingFilter,
  paging: { limit: number; offset: number },
): Promise<{ rows: OfferingViewRow[]; total: number }> {
  const favoriteJoin = favoriteJoinFor(tenantId, userId);
  const conditions: SQL[] = [eq(offerings.tenantId, tenantId)];
  if (filter.publicOnly) conditions.push(ne(offerings.state, 'draft'));
  if (filter.workflow) conditions.push(eq(offerings.workflow, filter.workflow));
  if (filter.state) conditions.push(eq(offerings.state, filter.state));
  if (filter.favorite !== undefined) conditions.push(filter.favorite ? isFavorite : sql`not ${isFavorite}`);
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select(viewColumns(tenantId, userId))
      .from(offerings)
      .leftJoin(offeringFavorites, favoriteJoin)
      .where(where)
      .orderBy(stateRank, asc(offerings.closesAt), asc(offerings.name))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ total: count() }).from(offerings).leftJoin(offeringFavorites, favoriteJoin).where(where),
  ]);
  return { rows: rows.map(toViewRow), total: counted?.total ?? 0 };
}

/** What the user marked on the offering. */
export async function findInvestorMarks(db: Database, scope: Scope & { userId: string }): Promise<InvestorMarks> {
  const [row] = await db
    .select({
      isFavorite: sql<boolean>`exists (select 1 from ${offeringFavorites} where ${offeringFavorites.offeringId} = ${offerings.id}
        and ${offeringFavorites.tenantId} = ${scope.tenantId} and ${offeringFavorites.userId} = ${scope.userId})`,
      isNotify: isNotifyOf(scope.tenantId, scope.userId),
    })
    .from(offerings)
    .where(ofOffering(scope));
  return row ?? { isFavorite: false, isNotify: false };
}

/** Stars or unstars the offering for the user; doing it twice changes nothing. */
export async function setFavoriteOffering(
  db: Database,
  scope: Scope & { userId: string },
  isFavorite: boolean,
  now: Date,
): Promise<void> {
  if (isFavorite) {
    await db
      .insert(offeringFavorites)
      .values({ tenantId: scope.tenantId, userId: scope.userId, offeringId: scope.offeringId, createdAt: now })
      .onConflictDoNothing();
    return;
  }
  await db
    .delete(offeringFavorites)
    .where(
      and(
        eq(offeringFavorites.tenantId, scope.tenantId),
        eq(offeringFavorites.userId, scope.userId),
        eq(offeringFavorites.offeringId, scope.offeringId),
      ),
    );
}

/**
 * Offerings of every domain whose time has come: announced ones past their opening time, open ones
 * at a fixed price and priced ipos past their deadline (an unpriced ipo waits for its price), and
 * closing ones (a closing cut short, to finish).
 */
export function findDueOfferings(db: Database, now: Date): Promise<OfferingRow[]> {
  return db
    .select()
    .from(offerings)
    .where(
      or(
        and(eq(offerings.state, 'upcoming'), lte(offerings.opensAt, now)),
        and(eq(offerings.state, 'open'), ne(offerings.workflow, 'ipo'), lte(offerings.closesAt, now)),
        and(eq(offerings.state, 'priced'), lte(offerings.closesAt, now)),
        eq(offerings.state, 'closing'),
      ),
    )
    .orderBy(asc(offerings.opensAt))
    .limit(100);
}
