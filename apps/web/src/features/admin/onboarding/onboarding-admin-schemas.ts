import { lazySchema } from '../../../shared/forms/lazy-schema';

const loadAdminContracts = () => import('@invest/contracts/onboarding-admin');

/**
 * The reason of the review routes' request (the same for a user and a document), for the reason form,
 * loaded on demand (see lazy-schema.ts).
 */
export const reviewReasonSchema = lazySchema(async () =>
  (await loadAdminContracts()).reviewDocumentRequestSchema.pick({ reason: true }),
);
