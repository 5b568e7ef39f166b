import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { users } from '../../auth';
import {
  type BonusSource,
  type UserBonusPaymentRow,
  userBonusEarnings,
  userBonusPayments,
} from './user-bonuses.tables';

/** Who a bonus is for, as the report names them. */
export interface BonusUser {
  id: string;
  investorId: string | null;
  firstName: string;
  lastName: string;
  email: string;
}

/** A user's bonus state: what is due (earned less paid) and when one was last paid (null: never). */
export interface BonusState {
  dueUnits: bigint;
  lastPaidAt: Date | null;
}

const bonusUserColumns = {
  id: users.id,
  investorId: users.investorId,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

/** Records a bonus earned, once per source: a retry that names the same source records nothing. */
export async function insertEarnedBonus(
  tx: Database,
  values: { tenantId: string; userId: string; amountUnits: bigint; source: BonusSource; sourceKey: string; at: Date },
): Promise<void> {
  const { at, ...rest } = values;
  await tx
    .insert(userBonusEarnings)
    .values({ ...rest, earnedAt: at })
    .onConflictDoNothing();
}

/** The domain's earned and paid bonuses summed per user, with each user's latest payment. */
function bonusTotals(db: Database, tenantId: string) {
  const earned = db.$with('earned').as(
    db
      .select({
        userId: userBonusEarnings.userId,
        units: sql<string>`sum(${userBonusEarnings.amountUnits})`.as('earned_units'),
      })
      .from(userBonusEarnings)
      .where(eq(userBonusEarnings.tenantId, tenantId))
      .groupBy(userBonusEarnings.userId),
  );
  const paid = db.$with('paid').as(
    db
      .select({
        userId: userBonusPayments.userId,
        units: sql<string>`sum(${userBonusPayments.amountUnits})`.as('paid_units'),
        lastPaidAt: sql<Date>`max(${userBonusPayments.paidAt})`.mapWith(userBonusPayments.paidAt).as('last_paid_at'),
      })
      .from(userBonusPayments)
      .where(eq(userBonusPayments.tenantId, tenantId))
      .groupBy(userBonusPayments.userId),
  );
  const dueUnits = sql<string>`(${earned.units} - coalesce(${paid.units}, 0))`;
  return { earned, paid, dueUnits };
}

/** One page of the domain's users with a bonus due, the largest due first, then by id. */
export async function findBonusesDuePage(
  db: Database,
  tenantId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: (BonusUser & BonusState)[]; total: number }> {
  const { earned, paid, dueUnits } = bonusTotals(db, tenantId);
  const [rows, [counted]] = await Promise.all([
    db
      .with(earned, paid)
      .select({ ...bonusUserColumns, dueUnits: dueUnits.as('due_units'), lastPaidAt: paid.lastPaidAt })
      .from(earned)
      .innerJoin(users, and(eq(users.id, earned.userId), eq(users.tenantId, tenantId)))
      .leftJoin(paid, eq(paid.userId, earned.userId))
      .where(gt(dueUnits, sql`0`))
      .orderBy(desc(dueUnits), asc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .with(earned, paid)
      .select({ total: count() })
      .from(earned)
      .leftJoin(paid, eq(paid.userId, earned.userId))
      .where(gt(dueUnits, sql`0`)),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, dueUnits: BigInt(row.dueUnits), lastPaidAt: row.lastPaidAt ?? null })),
    total: counted?.total ?? 0,
  };
}

/**
 * Locks the user's bonus state until the caller's transaction ends (their user row, so payments to
 * one user are decided one at a time) and answers who they are; null for no such user of the domain.
 */
export async function lockBonusUser(tx: Database, tenantId: string, userId: string): Promise<BonusUser | null> {
  const [row] = await tx
    .select(bonusUserColumns)
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .for('no key update');
  return row ?? null;
}

/** The user's bonus due and latest payment (read after `lockBonusUser`, so no payment slips in between). */
export async function getBonusState(tx: Database, tenantId: string, userId: string): Promise<BonusState> {
  const [[earned], [paid]] = await Promise.all([
    tx
      .select({ units: sql<string>`coalesce(sum(${userBonusEarnings.amountUnits}), 0)` })
      .from(userBonusEarnings)
      .where(and(eq(userBonusEarnings.tenantId, tenantId), eq(userBonusEarnings.userId, userId))),
    tx
      .select({
        units: sql<string>`coalesce(sum(${userBonusPayments.amountUnits}), 0)`,
        lastPaidAt: sql<Date | null>`max(${userBonusPayments.paidAt})`.mapWith(userBonusPayments.paidAt),
      })
      .from(userBonusPayments)
      .where(and(eq(userBonusPayments.tenantId, tenantId), eq(userBonusPayments.userId, userId))),
  ]);
  return {
    dueUnits: BigInt(earned?.units ?? 0) - BigInt(paid?.units ?? 0),
    lastPaidAt: paid?.lastPaidAt ?? null,
  };
}

export async function insertBonusPayment(tx: Database, values: UserBonusPaymentRow): Promise<void> {
  await tx.insert(userBonusPayments).values(values);
}
