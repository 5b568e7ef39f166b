import { and, asc, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { users } from './auth.tables';

/** What the administrators' reports count of a domain's sign-ups, through auth's index. */

/** Users who signed up from `start` and before `end`. */
export interface SignupWindow {
  start: Date;
  end: Date;
}

const signedUpIn = (tenantId: string, window: SignupWindow) =>
  and(eq(users.tenantId, tenantId), gte(users.createdAt, window.start), lt(users.createdAt, window.end));

const utcDay = sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;

/** How many users signed up on each UTC day of the window that had any. */
export async function countSignupsByDay(
  db: Database,
  tenantId: string,
  window: SignupWindow,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ day: utcDay, signups: count() })
    .from(users)
    .where(signedUpIn(tenantId, window))
    .groupBy(utcDay);
  return new Map(rows.map((row) => [row.day, Number(row.signups)]));
}

/** How far the window's users got: how many there are, completed their registration, and completed each step. */
export interface SignupProgress {
  signups: number;
  registrationCompleted: number;
  /** Step name to how many completed it, for each step anyone completed. */
  stepsCompleted: Map<string, number>;
}

export async function findSignupProgress(
  db: Database,
  tenantId: string,
  window: SignupWindow,
): Promise<SignupProgress> {
  const step = sql<string>`step`;
  const [totals, steps] = await Promise.all([
    db
      .select({
        signups: count(),
        completed: sql<number>`(count(*) filter (where ${users.registrationCompleted}))::int`,
      })
      .from(users)
      .where(signedUpIn(tenantId, window)),
    db
      .select({ step, completed: count() })
      .from(users)
      .innerJoin(sql`jsonb_object_keys(${users.registrationStepsCompletedAt}) as step`, sql`true`)
      .where(signedUpIn(tenantId, window))
      .groupBy(step),
  ]);
  return {
    signups: Number(totals[0]?.signups ?? 0),
    registrationCompleted: Number(totals[0]?.completed ?? 0),
    stepsCompleted: new Map(steps.map((row) => [row.step, Number(row.completed)])),
  };
}

/** One user of a sign-up report: who they are and how far their onboarding went. */
export interface SignedUpUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  companyName: string | null;
  userType: 'Individual' | 'Entity';
  createdAt: Date;
  registrationCompleted: boolean;
  lastStep: string | null;
  /** Step name to the time it was completed (ISO). */
  stepsCompletedAt: Record<string, string>;
}

/** Everyone who signed up in the window, the earliest first. */
export async function findSignedUpUsers(db: Database, tenantId: string, window: SignupWindow): Promise<SignedUpUser[]> {
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      companyName: users.companyName,
      userType: users.userType,
      createdAt: users.createdAt,
      registrationCompleted: users.registrationCompleted,
      lastStep: users.lastStep,
      stepsCompletedAt: users.registrationStepsCompletedAt,
    })
    .from(users)
    .where(signedUpIn(tenantId, window))
    .orderBy(asc(users.createdAt), asc(users.id));
}

/** The email and name of each of `ids` that is a user of the tenant. */
export async function findUserContacts(
  db: Database,
  tenantId: string,
  ids: readonly string[],
): Promise<Map<string, { email: string; name: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      userType: users.userType,
      firstName: users.firstName,
      lastName: users.lastName,
      companyName: users.companyName,
    })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, [...new Set(ids)])));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        email: row.email,
        name:
          row.userType === 'Entity'
            ? (row.companyName ?? '')
            : [row.firstName, row.lastName].filter(Boolean).join(' ').trim(),
      },
    ]),
  );
}
