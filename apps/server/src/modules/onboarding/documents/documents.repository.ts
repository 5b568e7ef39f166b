import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { type DocumentStatus, onboardingDocuments } from '../onboarding.tables';

export type DocumentRow = typeof onboardingDocuments.$inferSelect;

export async function insertDocument(
  db: Database,
  values: typeof onboardingDocuments.$inferInsert,
): Promise<DocumentRow> {
  const [row] = await db.insert(onboardingDocuments).values(values).returning();
  if (!row) throw new Error('document insert returned no row');
  return row;
}

export function findUserDocuments(db: Database, tenantId: string, userId: string): Promise<DocumentRow[]> {
  return db
    .select()
    .from(onboardingDocuments)
    .where(and(eq(onboardingDocuments.tenantId, tenantId), eq(onboardingDocuments.userId, userId)))
    .orderBy(asc(onboardingDocuments.createdAt), asc(onboardingDocuments.id));
}

/** One document of the tenant; with `userId`, only when it is that user's. */
export async function findDocument(
  db: Database,
  scope: { tenantId: string; userId?: string },
  id: string,
): Promise<DocumentRow | null> {
  const rows = await db
    .select()
    .from(onboardingDocuments)
    .where(
      and(
        eq(onboardingDocuments.tenantId, scope.tenantId),
        eq(onboardingDocuments.id, id),
        scope.userId ? eq(onboardingDocuments.userId, scope.userId) : undefined,
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function updateDocumentStatus(
  db: Database,
  scope: { tenantId: string; id: string },
  status: DocumentStatus,
  reason: string,
): Promise<DocumentRow | null> {
  const rows = await db
    .update(onboardingDocuments)
    .set({ status, statusReason: reason })
    .where(and(eq(onboardingDocuments.tenantId, scope.tenantId), eq(onboardingDocuments.id, scope.id)))
    .returning();
  return rows[0] ?? null;
}

/** Gives every document of the user still waiting for review `status`, with `reason`. */
async function decidePendingDocuments(
  db: Database,
  scope: { tenantId: string; userId: string },
  status: Exclude<DocumentStatus, 'pending'>,
  reason: string,
): Promise<void> {
  await db
    .update(onboardingDocuments)
    .set({ status, statusReason: reason })
    .where(
      and(
        eq(onboardingDocuments.tenantId, scope.tenantId),
        eq(onboardingDocuments.userId, scope.userId),
        eq(onboardingDocuments.status, 'pending'),
      ),
    );
}

/**
 * A refused identity check asks for the documents again: those still waiting for review are marked
 * for re-upload with the provider's reason, so the user sees why and the next check reads only the
 * documents uploaded after.
 */
export function requestReuploadOfPendingDocuments(
  db: Database,
  scope: { tenantId: string; userId: string },
  reason: string,
): Promise<void> {
  return decidePendingDocuments(db, scope, 'reupload_requested', reason);
}

/**
 * An approved account accepts the documents still waiting for review: they are what the approval
 * (the identity check or the administrator) looked at.
 */
export function acceptPendingDocuments(
  db: Database,
  scope: { tenantId: string; userId: string },
  reason: string,
): Promise<void> {
  return decidePendingDocuments(db, scope, 'approved', reason);
}

/**
 * Marks the document superseded by a newer upload (kept as history with the expiry date it had),
 * unless it is no longer one to replace: null then.
 */
export async function supersedeDocument(
  db: Database,
  tenantId: string,
  id: string,
  values: { reason: string; expiryDate: string | null },
): Promise<DocumentRow | null> {
  const rows = await db
    .update(onboardingDocuments)
    .set({ status: 'superseded', statusReason: values.reason, expiryDate: values.expiryDate })
    .where(
      and(
        eq(onboardingDocuments.tenantId, tenantId),
        eq(onboardingDocuments.id, id),
        inArray(onboardingDocuments.status, ['expired', 'refused', 'reupload_requested']),
      ),
    )
    .returning();
  return rows[0] ?? null;
}
