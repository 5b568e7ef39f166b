import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { onboardingDocuments, onboardingStepData } from '../onboarding.tables';
import type { DocumentRow } from './documents.repository';

/** The expiry date a live identity document has: its own, else its owner's identification details'. */
const expiryDateOf = sql<string>`coalesce(${onboardingDocuments.expiryDate}, (${onboardingStepData.data}->>'expiry_date')::date)::text`;

/**
 * Identity documents of every tenant still counting (pending or approved) whose expiry date is before
 * `today`, oldest first, with that date.
 */
export async function findLapsedIdentityDocuments(
  db: Database,
  identityTypeIds: number[],
  today: string,
  limit: number,
): Promise<{ document: DocumentRow; expiryDate: string }[]> {
  if (identityTypeIds.length === 0) return [];
  return db
    .select({ document: onboardingDocuments, expiryDate: expiryDateOf })
    .from(onboardingDocuments)
    .leftJoin(
      onboardingStepData,
      and(
        eq(onboardingStepData.tenantId, onboardingDocuments.tenantId),
        eq(onboardingStepData.userId, onboardingDocuments.userId),
        eq(onboardingStepData.step, 'identification_details'),
      ),
    )
    .where(
      and(
        eq(onboardingDocuments.step, 'user_documents'),
        inArray(onboardingDocuments.documentTypeId, identityTypeIds),
        inArray(onboardingDocuments.status, ['pending', 'approved']),
        sql`${expiryDateOf} < ${today}`,
      ),
    )
    .orderBy(asc(onboardingDocuments.createdAt))
    .limit(limit);
}

/** Marks a document that still counts expired, keeping its expiry date; null when it no longer counts. */
export async function markDocumentExpired(
  db: Database,
  scope: { tenantId: string; id: string },
  values: { reason: string; expiryDate: string },
): Promise<DocumentRow | null> {
  const rows = await db
    .update(onboardingDocuments)
    .set({ status: 'expired', statusReason: values.reason, expiryDate: values.expiryDate })
    .where(
      and(
        eq(onboardingDocuments.tenantId, scope.tenantId),
        eq(onboardingDocuments.id, scope.id),
        inArray(onboardingDocuments.status, ['pending', 'approved']),
      ),
    )
    .returning();
  return rows[0] ?? null;
}
