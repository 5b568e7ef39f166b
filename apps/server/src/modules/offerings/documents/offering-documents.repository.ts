import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { offeringDocuments } from './offering-documents.tables';

export type OfferingDocumentRow = typeof offeringDocuments.$inferSelect;

interface Scope {
  tenantId: string;
  offeringId: string;
}

const ofOffering = (scope: Scope) =>
  and(eq(offeringDocuments.tenantId, scope.tenantId), eq(offeringDocuments.offeringId, scope.offeringId));

export async function insertOfferingDocument(
  db: Database,
  values: typeof offeringDocuments.$inferInsert,
): Promise<OfferingDocumentRow> {
  const [row] = await db.insert(offeringDocuments).values(values).returning();
  if (!row) throw new Error('offering document insert returned no row');
  return row;
}

/** The offering's documents, newest first. */
export function findOfferingDocuments(db: Database, scope: Scope): Promise<OfferingDocumentRow[]> {
  return db
    .select()
    .from(offeringDocuments)
    .where(ofOffering(scope))
    .orderBy(desc(offeringDocuments.createdAt), desc(offeringDocuments.id));
}

export async function findOfferingDocument(
  db: Database,
  scope: Scope,
  documentId: string,
): Promise<OfferingDocumentRow | null> {
  const [row] = await db
    .select()
    .from(offeringDocuments)
    .where(and(ofOffering(scope), eq(offeringDocuments.id, documentId)));
  return row ?? null;
}

/** Removes the document's row; the deleted row, or null when there was none. */
export async function deleteOfferingDocument(
  db: Database,
  scope: Scope,
  documentId: string,
): Promise<OfferingDocumentRow | null> {
  const [row] = await db
    .delete(offeringDocuments)
    .where(and(ofOffering(scope), eq(offeringDocuments.id, documentId)))
    .returning();
  return row ?? null;
}
