import { AppError, notFound } from '../../../platform/errors';
import { findLatestKycCheck } from '../kyc/kyc.repository';
import type { OnboardingDeps } from '../onboarding.deps';
import type { OnboardingView } from '../onboarding-view';
import * as documents from './documents.repository';
import { findIdentityTypeIds } from './documents.service';

/** What a replacement answers: documents someone found wanting (expired, refused, asked for again). */
const replaceableStatuses: ReadonlySet<string> = new Set(['expired', 'refused', 'reupload_requested']);

/** The documents that count: the newest of each step and collection (a newer upload replaces the older). */
export function currentDocumentIds(rows: readonly documents.DocumentRow[]): ReadonlySet<string> {
  const newest = new Map<string, documents.DocumentRow>();
  for (const row of rows) {
    const key = `${row.step}\u0000${row.collection}`;
    const known = newest.get(key);
    if (!known || row.createdAt.getTime() >= known.createdAt.getTime()) newest.set(key, row);
  }
  return new Set([...newest.values()].map((row) => row.id));
}

/** An individual's identity document (passport, national ID card, driver's licence) of the documents step. */
export function isIdentityDocument(row: documents.DocumentRow, identityTypeIds: ReadonlySet<number>): boolean {
  return row.step === 'user_documents' && identityTypeIds.has(row.documentTypeId);
}

/**
 * Whether the investor may replace `row` from their account: an individual whose registration is
 * complete, and the row is their current identity document, expired, refused or asked for again.
 */
export function canReplace(
  view: OnboardingView,
  row: documents.DocumentRow,
  facts: { identityTypeIds: ReadonlySet<number>; currentIds: ReadonlySet<string> },
): boolean {
  return (
    view.user.registrationCompleted &&
    view.user.userType === 'Individual' &&
    isIdentityDocument(row, facts.identityTypeIds) &&
    facts.currentIds.has(row.id) &&
    replaceableStatuses.has(row.status)
  );
}

/**
 * The investor's document `id` when they may replace it now, else 404 (not theirs) or 409 (not one
 * to replace, or an identity check still running: its answer decides first).
 */
export async function getReplaceableDocument(
  deps: OnboardingDeps,
  view: OnboardingView,
  id: string,
): Promise<documents.DocumentRow> {
  const scope = { tenantId: view.user.tenantId, userId: view.user.id };
  const rows = await documents.findUserDocuments(deps.db, scope.tenantId, scope.userId);
  const row = rows.find((candidate) => candidate.id === id);
  if (!row) throw notFound('Document');
  const facts = { identityTypeIds: await findIdentityTypeIds(deps), currentIds: currentDocumentIds(rows) };
  if (!canReplace(view, row, facts)) {
    throw new AppError('CONFLICT', 'Only an expired, refused or re-requested identity document can be replaced');
  }
  const check = await findLatestKycCheck(deps.db, scope.tenantId, scope.userId);
  if (check?.status === 'pending') {
    throw new AppError('CONFLICT', 'Your identity check is still running: replace the document once it is decided');
  }
  return row;
}
