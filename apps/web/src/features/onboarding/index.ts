export { useRegistrationChecklistQuery } from './checklist/checklist.api';
export { StillNeededChecklist } from './checklist/still-needed-checklist';
export { clearAllDrafts } from './drafts';
export { ContactFields, type ContactValues, contactRequestOf, contactValuesOf } from './fields/contact-fields';
export { DateField } from './fields/date-field';
export {
  EntityDetailsFields,
  type EntityDetailsValues,
  entityDetailsRequestOf,
  entityDetailsValuesOf,
  IndividualDetailsFields,
  type IndividualDetailsValues,
  individualDetailsRequestOf,
  individualDetailsValuesOf,
} from './fields/details-fields';
export { PdfDownloadButton, PdfPreview } from './fields/pdf-preview';
export { SignaturePadField } from './fields/signature-pad';
export { useRegistrationStepsQuery } from './onboarding.api';
export { onboardingRoutes } from './onboarding.routes';
export type { InvestorProfile, ProfileAddress } from './profile/investor-profile';
export { useInvestorProfile } from './profile/use-investor-profile';
