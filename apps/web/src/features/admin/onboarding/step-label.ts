import { isRegistrationStepName, registrationStepLabels } from '@invest/contracts/onboarding-rules';

/** A step's SPEC 2 label, or the stored name of a step this version does not know. */
export function stepLabelOf(step: string | null): string {
  if (!step) return '—';
  return isRegistrationStepName(step) ? registrationStepLabels[step] : step;
}
