import { getDocumentFile } from '../documents/documents.service';
import type { OnboardingDeps } from '../onboarding.deps';
import type { AdminActor } from './admin.service';

/** A document of any user of the administrator's own tenant; another tenant's is not found (404). */
export function getReviewedDocumentFile(deps: OnboardingDeps, admin: AdminActor, documentId: string) {
  return getDocumentFile(deps, { tenantId: admin.tenantId }, documentId);
}
