import { createHash } from 'node:crypto';
import {
  type DocumentStep,
  type DocumentUserType,
  documentUploadFieldsSchema,
  identificationTypes,
  type OnboardingDocument,
  type OnboardingProgress,
} from '@invest/contracts';
import { inTransaction } from '../../../platform/db/transaction';
import { invalid, notFound } from '../../../platform/errors';
import { type MultipartUpload, parseUploadFields } from '../../../platform/http/multipart-upload';
import { storeThenRecord } from '../../../platform/storage/storage';
import { submitKycIfReady } from '../kyc/kyc.service';
import { legalSignersOf } from '../legal-signers.service';
import type { Actor, OnboardingDeps } from '../onboarding.deps';
import { toOnboardingDocument } from '../onboarding.mapper';
import { loadOnboardingView, type OnboardingView } from '../onboarding-view';
import { assertStepOpen, progressOf, recordStepCompleted } from '../progress.service';
import { readStepData } from '../step-data';
import * as documents from './documents.repository';
import { detectFileType } from './file-type-check';

const identitySlugs: ReadonlySet<string> = new Set(identificationTypes);

/** Who may upload at `step`: the investor, or at legal_signers_documents the entity and its signers. */
function uploaderTypes(view: OnboardingView, step: DocumentStep): DocumentUserType[] {
  if (step === 'legal_signers_documents') return ['legal_signer', 'entity'];
  return [view.user.userType === 'Entity' ? 'entity' : 'individual'];
}

/** The ids of the identity document types (passport, national ID card, driver's licence). */
export async function findIdentityTypeIds(deps: OnboardingDeps): Promise<ReadonlySet<number>> {
  const types = await deps.lookups.listDocumentTypes('individual');
  return new Set(types.filter((type) => identitySlugs.has(type.slug)).map((type) => type.id));
}

/**
 * A documents step is done once its documents are there (refused ones and those asked again do not
 * count): at legal_signers_documents one for every legal signer (filed under the signer's id as
 * collection; company documents are welcome there but not required); for an individual at user_documents an identity document with its identification
 * details; for an entity at user_documents any document.
 */
function isDocumentStepSatisfied(
  view: OnboardingView,
  step: DocumentStep,
  rows: documents.DocumentRow[],
  identityTypeIds: ReadonlySet<number>,
): boolean {
  const live = rows.filter((row) => row.step === step && (row.status === 'pending' || row.status === 'approved'));
  if (step === 'legal_signers_documents') {
    const signers = legalSignersOf(view);
    return signers.length > 0 && signers.every((signer) => live.some((row) => row.collection === signer.id));
  }
  if (view.user.userType === 'Entity') return live.length > 0;
  if (!readStepData(view.data, 'identification_details')) return false;
  return live.some((row) => identityTypeIds.has(row.documentTypeId));
}

/** Whether the user's identity documents complete user_documents now (after identification details). */
export async function hasUserDocuments(deps: OnboardingDeps, view: OnboardingView): Promise<boolean> {
  const rows = await documents.findUserDocuments(deps.db, view.user.tenantId, view.user.id);
  return isDocumentStepSatisfied(view, 'user_documents', rows, await findIdentityTypeIds(deps));
}

/** POST registration/documents: checks the fields, the file's content and the step, then stores it. */
export async function uploadDocument(
  deps: OnboardingDeps,
  actor: Actor,
  upload: MultipartUpload,
): Promise<{ document: OnboardingDocument; progress: OnboardingProgress }> {
  const fields = parseUploadFields(documentUploadFieldsSchema, upload.fields);
  const fileType = await detectFileType(upload.file);
  const file = upload.file as Buffer;
  const view = await loadOnboardingView(deps, actor);
  assertStepOpen(view, fields.step);
  const types = await deps.lookups.listDocumentTypes();
  const type = types.find((candidate) => candidate.id === fields.user_document_type_id);
  const uploaders = uploaderTypes(view, fields.step);
  const isAccepted =
    type?.steps.includes(fields.step) && type.user_types.some((userType) => uploaders.includes(userType));
  if (!type || !isAccepted) {
    throw invalid('user_document_type_id', 'This document type is not accepted at this step');
  }
  const isSignerDocument = fields.step === 'legal_signers_documents' && type.user_types.includes('legal_signer');
  if (isSignerDocument && !legalSignersOf(view).some((signer) => signer.id === fields.collection)) {
    throw invalid('collection', 'File a legal signer’s document under the signer’s id');
  }
  const identityTypeIds = await findIdentityTypeIds(deps);
  const now = deps.clock.now();
  const { row, isSatisfied } = await storeThenRecord(deps.storage, 'documents', file, (storageKey) =>
    inTransaction(deps.db, async (tx) => {
      const inserted = await documents.insertDocument(tx, {
        tenantId: actor.tenantId,
        userId: actor.userId,
        documentTypeId: type.id,
        collection: fields.collection,
        step: fields.step,
        storageKey,
        contentType: fileType.mime,
        extension: fileType.ext,
        sizeBytes: file.length,
        sha256: createHash('sha256').update(file).digest('hex'),
        createdAt: now,
      });
      const rows = await documents.findUserDocuments(tx, actor.tenantId, actor.userId);
      const satisfied = isDocumentStepSatisfied(view, fields.step, rows, identityTypeIds);
      if (satisfied) await recordStepCompleted(tx, view, fields.step, now);
      return { row: inserted, isSatisfied: satisfied };
    }),
  );
  const updated = await loadOnboardingView(deps, actor);
  // A first check once the step is done, or a new one when documents come again after a refusal.
  if (isSatisfied) await submitKycIfReady(deps, updated);
  return { document: toOnboardingDocument(row), progress: progressOf(updated, fields.step, now) };
}

/** GET registration/documents: the caller's own documents. */
export async function listDocuments(deps: OnboardingDeps, actor: Actor): Promise<OnboardingDocument[]> {
  return (await documents.findUserDocuments(deps.db, actor.tenantId, actor.userId)).map(toOnboardingDocument);
}

/**
 * GET registration/documents/:id/file: the bytes, only for the document's owner (others get 404).
 * Without a `userId` in the scope, any document of the tenant (an administrator's review).
 */
export async function getDocumentFile(deps: OnboardingDeps, scope: { tenantId: string; userId?: string }, id: string) {
  const row = await documents.findDocument(deps.db, scope, id);
  if (!row) throw notFound('Document');
  const bytes = await deps.storage.get(row.storageKey);
  if (!bytes) throw notFound('Document');
  return { bytes, contentType: row.contentType, fileName: `${row.id}.${row.extension}` };
}
