import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { offeringNotifyRequests } from './offering-notify.tables';

interface Scope {
  tenantId: string;
  offeringId: string;
}

const ofOffering = (scope: Scope) =>
  and(eq(offeringNotifyRequests.tenantId, scope.tenantId), eq(offeringNotifyRequests.offeringId, scope.offeringId));

/** Records or withdraws the user's wish for a mail when the offering opens; doing it twice changes nothing. */
export async function setNotifyRequest(
  db: Database,
  scope: Scope & { userId: string },
  notify: boolean,
  now: Date,
): Promise<void> {
  if (notify) {
    await db
      .insert(offeringNotifyRequests)
      .values({ tenantId: scope.tenantId, userId: scope.userId, offeringId: scope.offeringId, createdAt: now })
      .onConflictDoNothing();
    return;
  }
  await db
    .delete(offeringNotifyRequests)
    .where(and(ofOffering(scope), eq(offeringNotifyRequests.userId, scope.userId)));
}

/**
 * Marks every request of the offering not yet served as served, and answers whose they were: run in
 * the transaction that queues their mails, a second run finds none.
 */
export async function claimPendingNotifyRequests(tx: Database, scope: Scope, now: Date): Promise<string[]> {
  const rows = await tx
    .update(offeringNotifyRequests)
    .set({ notifiedAt: now })
    .where(and(ofOffering(scope), isNull(offeringNotifyRequests.notifiedAt)))
    .returning({ userId: offeringNotifyRequests.userId });
  return rows.map((row) => row.userId);
}
