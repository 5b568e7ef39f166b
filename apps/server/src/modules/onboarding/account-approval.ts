import type { Database } from '../../platform/db/database';
import { acceptPendingDocuments } from './documents/documents.repository';
import { upsertApproval } from './step-data.repository';

/**
 * Approves the user's account, and with it the documents still waiting for review, so an approved
 * account never shows a document "in review" that its approval already looked at.
 */
export async function approveAccount(
  tx: Database,
  scope: { tenantId: string; userId: string },
  reason: string,
  now: Date,
): Promise<void> {
  await upsertApproval(tx, scope, 'approved', reason, now);
  await acceptPendingDocuments(tx, scope, reason);
}
