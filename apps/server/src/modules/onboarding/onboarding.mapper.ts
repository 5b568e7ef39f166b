import type { OnboardingDocument } from '@invest/contracts';
import type { DocumentRow } from './documents/documents.repository';

export function toOnboardingDocument(row: DocumentRow): OnboardingDocument {
  return {
    id: row.id,
    user_document_type_id: row.documentTypeId,
    collection: row.collection,
    step: row.step as OnboardingDocument['step'],
    content_type: row.contentType,
    size: row.sizeBytes,
    sha256: row.sha256,
    status: row.status,
    status_reason: row.statusReason,
    created_at: row.createdAt.toISOString(),
  };
}
