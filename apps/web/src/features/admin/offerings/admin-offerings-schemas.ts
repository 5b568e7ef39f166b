import { lazySchema } from '../../../shared/forms/lazy-schema';

const loadOfferingContracts = () => import('@invest/contracts/offerings');
const loadDocumentContracts = () => import('@invest/contracts/offering-documents');

/** The terms an administrator posts (create and edit take the same), loaded on demand (see lazy-schema.ts). */
export const offeringTermsSchema = lazySchema(async () => (await loadOfferingContracts()).createOfferingRequestSchema);

/** An issuer update as the updates route takes it. */
export const offeringUpdateSchema = lazySchema(async () => (await loadDocumentContracts()).offeringUpdateRequestSchema);

/** The price an ipo is set at, as the pricing route takes it. */
export const offeringPriceSchema = lazySchema(async () => (await loadOfferingContracts()).priceOfferingRequestSchema);

/** The reason of a cancellation, as the state route takes it. */
export const transitionReasonSchema = lazySchema(async () =>
  (await loadOfferingContracts()).offeringTransitionRequestSchema.pick({ reason: true }),
);
