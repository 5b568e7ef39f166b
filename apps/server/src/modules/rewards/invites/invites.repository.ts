import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { type InvitationRow, invitations, type ReferralRow, referralCodes, referrals } from './invites.tables';

export interface UserScope {
  tenantId: string;
  userId: string;
}

const codeOf = async (db: Database, scope: UserScope) => {
  const [row] = await db
    .select({ code: referralCodes.code })
    .from(referralCodes)
    .where(and(eq(referralCodes.tenantId, scope.tenantId), eq(referralCodes.userId, scope.userId)));
  return row?.code ?? null;
};

/**
 * The user's code; one is made with `newCode` only when they have none. Null when `newCode` is
 * another user's already (the caller draws again).
 */
export async function findOrInsertReferralCode(
  db: Database,
  scope: UserScope,
  newCode: string,
  now: Date,
): Promise<string | null> {
  const existing = await codeOf(db, scope);
  if (existing) return existing;
  await db
    .insert(referralCodes)
    .values({ userId: scope.userId, tenantId: scope.tenantId, code: newCode, createdAt: now })
    .onConflictDoNothing();
  return codeOf(db, scope);
}

/** The owner of the domain's code, or null. */
export async function findCodeOwner(db: Database, tenantId: string, code: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: referralCodes.userId })
    .from(referralCodes)
    .where(and(eq(referralCodes.tenantId, tenantId), eq(referralCodes.code, code)));
  return row?.userId ?? null;
}

/** A new waiting invitation, or null when the inviter has one waiting or joined for the address. */
export async function insertInvitation(
  tx: Database,
  values: typeof invitations.$inferInsert,
): Promise<InvitationRow | null> {
  const [row] = await tx.insert(invitations).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function cancelPendingInvitation(
  db: Database,
  scope: UserScope,
  email: string,
  now: Date,
): Promise<InvitationRow | null> {
  const [row] = await db
    .update(invitations)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(
      and(
        eq(invitations.tenantId, scope.tenantId),
        eq(invitations.inviterId, scope.userId),
        eq(invitations.email, email),
        eq(invitations.status, 'pending'),
      ),
    )
    .returning();
  return row ?? null;
}

const ofInviter = (scope: UserScope, status: InvitationRow['status'] | null) =>
  and(
    eq(invitations.tenantId, scope.tenantId),
    eq(invitations.inviterId, scope.userId),
    status ? eq(invitations.status, status) : undefined,
  );

export async function findInvitationPage(
  db: Database,
  scope: UserScope,
  status: InvitationRow['status'] | null,
  page: { limit: number; offset: number },
) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ invitation: invitations, rewardedAt: referrals.rewardedAt })
      .from(invitations)
      .leftJoin(referrals, eq(referrals.inviteeId, invitations.inviteeId))
      .where(ofInviter(scope, status))
      .orderBy(desc(invitations.createdAt), desc(invitations.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(invitations).where(ofInviter(scope, status)),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** What the inviter's referrals earned them so far (paid, or due on a domain that approves rewards): the sum and how many. */
export async function sumInviterRewards(db: Database, scope: UserScope) {
  const [row] = await db
    .select({
      units: sql<string>`coalesce(sum(${referrals.inviterRewardUnits}), 0)`,
      count: count(referrals.rewardedAt),
    })
    .from(referrals)
    .where(and(eq(referrals.tenantId, scope.tenantId), eq(referrals.inviterId, scope.userId)));
  return { units: BigInt(row?.units ?? 0), count: row?.count ?? 0 };
}

/** Records who brought the new user, and marks the inviter's waiting invitation to that address joined. */
export async function insertReferral(
  tx: Database,
  values: { tenantId: string; inviterId: string; inviteeId: string; email: string; at: Date },
): Promise<void> {
  await tx.insert(referrals).values({
    tenantId: values.tenantId,
    inviterId: values.inviterId,
    inviteeId: values.inviteeId,
    createdAt: values.at,
  });
  await tx
    .update(invitations)
    .set({ status: 'joined', inviteeId: values.inviteeId, joinedAt: values.at })
    .where(
      and(
        eq(invitations.tenantId, values.tenantId),
        eq(invitations.inviterId, values.inviterId),
        eq(invitations.email, values.email),
        eq(invitations.status, 'pending'),
      ),
    );
}

/**
 * Marks the invitee's referral rewarded with these amounts, once: null when it was rewarded already
 * (or the user was not invited), so concurrent or repeated deposits pay it once.
 */
export async function claimReferralReward(
  tx: Database,
  scope: { tenantId: string; inviteeId: string },
  rewards: { inviterUnits: bigint; inviteeUnits: bigint },
  now: Date,
): Promise<ReferralRow | null> {
  const [row] = await tx
    .update(referrals)
    .set({ rewardedAt: now, inviterRewardUnits: rewards.inviterUnits, inviteeRewardUnits: rewards.inviteeUnits })
    .where(
      and(
        eq(referrals.tenantId, scope.tenantId),
        eq(referrals.inviteeId, scope.inviteeId),
        isNull(referrals.rewardedAt),
      ),
    )
    .returning();
  return row ?? null;
}
