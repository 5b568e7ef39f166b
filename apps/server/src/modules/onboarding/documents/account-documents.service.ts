import type { AccountDocument, AccountDocuments, ReplaceDocumentRequest, ReplacedDocument } from '@invest/contracts';
import { inTransaction } from '../../../platform/db/transaction';
import { AppError, invalid } from '../../../platform/errors';
import { findLatestDeed } from '../deeds.repository';
import { prepareIdentificationDetails } from '../identification.service';
import { submitKycCheck } from '../kyc/kyc.service';
import type { Actor, OnboardingDeps } from '../onboarding.deps';
import { loadOnboardingView, type OnboardingView } from '../onboarding-view';
import { readStepData } from '../step-data';
import { upsertStepData } from '../step-data.repository';
import { forgetFiledUpload, getFinishedUpload } from './document-uploads.service';
import * as documents from './documents.repository';
import { findIdentityTypeIds } from './documents.service';
import { canReplace, currentDocumentIds, getReplaceableDocument, isIdentityDocument } from './replaceable-documents';

/** The expiry date of the user's current identification details, if they gave them. */
function currentExpiryDate(view: OnboardingView): string | null {
  const expiry = readStepData(view.data, 'identification_details')?.expiry_date;
  return typeof expiry === 'string' ? expiry : null;
}

/** The documents of `view`'s user as their account shows them, newest first. */
async function describeDocuments(deps: OnboardingDeps, view: OnboardingView, rows: documents.DocumentRow[]) {
  const [types, identityTypeIds] = await Promise.all([deps.lookups.listDocumentTypes(), findIdentityTypeIds(deps)]);
  const nameOf = new Map(types.map((type) => [type.id, type.name]));
  const facts = { identityTypeIds, currentIds: currentDocumentIds(rows) };
  const today = deps.clock.now().toISOString().slice(0, 10);
  const currentExpiry = currentExpiryDate(view);
  const describe = (row: documents.DocumentRow): AccountDocument => {
    const expiryDate = isIdentityDocument(row, identityTypeIds) ? (row.expiryDate ?? currentExpiry) : null;
    return {
      id: row.id,
      user_document_type_id: row.documentTypeId,
      type_name: nameOf.get(row.documentTypeId) ?? 'Document',
      step: row.step as AccountDocument['step'],
      status: row.status,
      status_reason: row.statusReason,
      content_type: row.contentType,
      size: row.sizeBytes,
      uploaded_at: row.createdAt.toISOString(),
      expiry_date: expiryDate,
      is_expired: row.status === 'expired' || (expiryDate !== null && expiryDate < today),
      can_replace: canReplace(view, row, facts),
    };
  };
  return { describe, items: [...rows].reverse().map(describe) };
}

/** GET account/documents: the investor's documents with their review and expiry, and their signed deed. */
export async function listAccountDocuments(deps: OnboardingDeps, actor: Actor): Promise<AccountDocuments> {
  const [view, rows, deed] = await Promise.all([
    loadOnboardingView(deps, actor),
    documents.findUserDocuments(deps.db, actor.tenantId, actor.userId),
    findLatestDeed(deps.db, actor.tenantId, actor.userId),
  ]);
  const { items } = await describeDocuments(deps, view, rows);
  return {
    items,
    deed: deed ? { id: deed.id, sha256: deed.sha256, signed_at: deed.signedAt.toISOString() } : null,
  };
}

/**
 * POST account/settings/document: files the finished upload as the new identity document, with its
 * new identification details, in place of the one it was started for. In one transaction the new
 * document waits for review (pending), the old one is kept as history, superseded, with the expiry
 * date it had, and the identification details are the new ones. Then the identity goes to a new KYC
 * check. The account stays approved meanwhile: the investor keeps their investor id, so trading,
 * funding and withdrawals go on; a refused check asks for the document again, as in onboarding.
 */
export async function replaceDocument(
  deps: OnboardingDeps,
  actor: Actor,
  body: ReplaceDocumentRequest,
): Promise<ReplacedDocument> {
  const { upload_id: uploadId, ...details } = body;
  const view = await loadOnboardingView(deps, actor);
  const types = await deps.lookups.listDocumentTypes('individual');
  const data = await prepareIdentificationDetails(deps, details);
  const filed = await getFinishedUpload(deps.db, actor, uploadId);
  const old = await getReplaceableDocument(deps, view, filed.replacesDocumentId);
  if (types.find((type) => type.id === filed.documentTypeId)?.slug !== details.id_type) {
    throw invalid('id_type', 'Choose the type of the document you uploaded');
  }
  const now = deps.clock.now();
  const replaced = await inTransaction(deps.db, async (tx) => {
    const upload = await getFinishedUpload(tx, actor, uploadId);
    const superseded = await documents.supersedeDocument(tx, actor.tenantId, old.id, {
      reason: 'Replaced by a newer document',
      expiryDate: old.expiryDate ?? currentExpiryDate(view),
    });
    if (!superseded) throw new AppError('CONFLICT', 'This document was replaced already');
    const inserted = await documents.insertDocument(tx, {
      tenantId: actor.tenantId,
      userId: actor.userId,
      documentTypeId: upload.documentTypeId,
      collection: old.collection,
      step: old.step,
      storageKey: upload.storageKey,
      contentType: upload.contentType,
      extension: upload.extension,
      sizeBytes: upload.sizeBytes,
      sha256: upload.sha256,
      expiryDate: details.expiry_date,
      createdAt: now,
    });
    await upsertStepData(tx, actor, 'identification_details', data, now);
    await forgetFiledUpload(tx, upload.id);
    return { inserted, superseded };
  });
  const updated = await loadOnboardingView(deps, actor);
  await submitKycCheck(deps, updated.user);
  const rows = await documents.findUserDocuments(deps.db, actor.tenantId, actor.userId);
  const { describe } = await describeDocuments(deps, updated, rows);
  return { document: describe(replaced.inserted), replaced: describe(replaced.superseded) };
}
