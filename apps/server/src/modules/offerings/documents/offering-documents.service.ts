import { createHash } from 'node:crypto';
import { type OfferingDocument, type OfferingState, offeringDocumentUploadFieldsSchema } from '@invest/contracts';
import { fileTypeFromBuffer } from 'file-type';
import { type AuditActor, recordAudit } from '../../../platform/audit/audit';
import { inTransaction } from '../../../platform/db/transaction';
import { AppError, invalid, notFound } from '../../../platform/errors';
import type { AuthContext } from '../../../platform/http/context';
import { type MultipartUpload, parseUploadFields } from '../../../platform/http/multipart-upload';
import { storeThenRecord } from '../../../platform/storage/storage';
import { getDomainOffering, getOfferingFor, type OfferingReader } from '../catalogue/offering-access';
import type { OfferingsDeps } from '../offerings.deps';
import type { OfferingDocumentRow } from './offering-documents.repository';
import * as documents from './offering-documents.repository';

type Caller = Pick<AuthContext, 'tenantId' | 'userId'>;

const storageFolder = 'offering-documents';

/** Documents may be filed and withdrawn until the offering is settled or ended. */
const documentsChangeableStates: ReadonlySet<OfferingState> = new Set(['draft', 'upcoming', 'open', 'priced']);

export function toOfferingDocument(row: documents.OfferingDocumentRow): OfferingDocument {
  return {
    id: row.id,
    offering_id: row.offeringId,
    kind: row.kind,
    title: row.title,
    size_bytes: row.sizeBytes,
    uploaded_at: row.createdAt.toISOString(),
  };
}

async function readPdf(file: Buffer | null): Promise<Buffer> {
  if (!file || file.length === 0) throw invalid('file', 'Choose a PDF file to upload');
  const detected = await fileTypeFromBuffer(file);
  if (detected?.ext !== 'pdf') throw invalid('file', 'Only PDF files are accepted');
  return file;
}

function assertDocumentsChangeable(state: OfferingState) {
  if (!documentsChangeableStates.has(state)) {
    throw new AppError('CONFLICT', `The documents of an offering that is ${state} cannot change`);
  }
}

/** The audit trail's entry of a document filed with or withdrawn from an offering, without its states. */
const documentAudit = (admin: Caller, actor: AuditActor, offeringId: string, what: 'filed' | 'withdrawn') => ({
  tenantId: admin.tenantId,
  actor,
  action: `offering.document_${what}`,
  object: { kind: 'offering', id: offeringId },
});

/** What the trail keeps of a document: which it is and the digest of its file. */
const auditedDocument = (document: OfferingDocumentRow) => ({
  document_id: document.id,
  kind: document.kind,
  title: document.title,
  sha256: document.sha256,
});

/** POST /v1/admin/offerings/{id}/documents: files a PDF, recognised by its content, with the offering. */
export async function uploadOfferingDocument(
  deps: OfferingsDeps,
  admin: Caller,
  actor: AuditActor,
  offeringId: string,
  upload: MultipartUpload,
): Promise<OfferingDocument> {
  const fields = parseUploadFields(offeringDocumentUploadFieldsSchema, upload.fields);
  const file = await readPdf(upload.file);
  const offering = await getDomainOffering(deps, admin, offeringId);
  assertDocumentsChangeable(offering.state);
  const row = await storeThenRecord(deps.storage, storageFolder, file, (storageKey) =>
    inTransaction(deps.db, async (tx) => {
      const document = await documents.insertOfferingDocument(tx, {
        tenantId: admin.tenantId,
        offeringId: offering.id,
        kind: fields.kind,
        title: fields.title,
        storageKey,
        sizeBytes: file.length,
        sha256: createHash('sha256').update(file).digest('hex'),
        uploadedBy: admin.userId,
        createdAt: deps.clock.now(),
      });
      await recordAudit(tx, { ...documentAudit(admin, actor, offering.id, 'filed'), after: auditedDocument(document) });
      return document;
    }),
  );
  return toOfferingDocument(row);
}

/** GET .../documents: an administrator's view of any offering of the domain, or an investor's of an announced one. */
export async function listOfferingDocuments(
  deps: OfferingsDeps,
  caller: Caller,
  offeringId: string,
  as: OfferingReader,
): Promise<OfferingDocument[]> {
  const offering = await getOfferingFor(deps, caller, offeringId, as);
  const rows = await documents.findOfferingDocuments(deps.db, { tenantId: caller.tenantId, offeringId: offering.id });
  return rows.map(toOfferingDocument);
}

/** GET .../documents/{document_id}/file: the PDF, named after its title. */
export async function getOfferingDocumentFile(
  deps: OfferingsDeps,
  caller: Caller,
  ids: { offeringId: string; documentId: string },
  as: OfferingReader,
) {
  await getOfferingFor(deps, caller, ids.offeringId, as);
  const scope = { tenantId: caller.tenantId, offeringId: ids.offeringId };
  const row = await documents.findOfferingDocument(deps.db, scope, ids.documentId);
  const bytes = row && (await deps.storage.get(row.storageKey));
  if (!row || !bytes) throw notFound('Document');
  const fileName = `${row.title.replace(/[^\w .-]+/g, '').trim() || row.id}.pdf`;
  return { bytes, contentType: 'application/pdf', fileName };
}

/** DELETE /v1/admin/offerings/{id}/documents/{document_id}: withdraws a document while the offering is not closed. */
export async function deleteOfferingDocument(
  deps: OfferingsDeps,
  admin: Caller,
  actor: AuditActor,
  ids: { offeringId: string; documentId: string },
): Promise<void> {
  const offering = await getDomainOffering(deps, admin, ids.offeringId);
  assertDocumentsChangeable(offering.state);
  const scope = { tenantId: admin.tenantId, offeringId: offering.id };
  const row = await inTransaction(deps.db, async (tx) => {
    const deleted = await documents.deleteOfferingDocument(tx, scope, ids.documentId);
    if (!deleted) throw notFound('Document');
    await recordAudit(tx, {
      ...documentAudit(admin, actor, offering.id, 'withdrawn'),
      before: auditedDocument(deleted),
    });
    return deleted;
  });
  await deps.storage.delete(row.storageKey);
}
