import { lazySchema } from '../../shared/forms/lazy-schema';

const loadOnboardingContracts = () => import('@invest/contracts/onboarding');

/** The registration routes' request schemas for the step forms (see lazy-schema.ts). */
export const onboardingSchemas = {
  individualDetails: lazySchema(async () => (await loadOnboardingContracts()).individualDetailsRequestSchema),
  entityDetails: lazySchema(async () => (await loadOnboardingContracts()).entityDetailsRequestSchema),
  contact: lazySchema(async () => (await loadOnboardingContracts()).contactRequestSchema),
  suitability: lazySchema(async () => (await loadOnboardingContracts()).suitabilityRequestSchema),
  identificationDetails: lazySchema(async () => (await loadOnboardingContracts()).identificationDetailsRequestSchema),
  legalSigners: lazySchema(async () => (await loadOnboardingContracts()).legalSignersRequestSchema),
  taxPayerId: lazySchema(async () => (await loadOnboardingContracts()).taxPayerIdRequestSchema),
  entityTaxInfo: lazySchema(async () => (await loadOnboardingContracts()).entityTaxInfoRequestSchema),
  certifyAccredited: lazySchema(async () => (await loadOnboardingContracts()).certifyAccreditedRequestSchema),
};
