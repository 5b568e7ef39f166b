import type { RegistrationStep } from './auth';
import { isUsCountryName } from './validation';
import { type Workflow, workflows } from './workflows';

/**
 * The finish-profile workflow of SPEC 2 and 4, as pure rules the server enforces and the web app
 * follows. No zod here: the web app imports these without the schemas.
 */

export const registrationStepNames = [
  'signature_step',
  'details',
  'contact',
  'self_certify_accredited',
  'suitability',
  'user_documents',
  'fund',
  'tax_payer_identification',
  'legal_signers_documents',
  'legal_signers',
  'deed',
] as const;
export type RegistrationStepName = (typeof registrationStepNames)[number];

export const pseudoStepNames = ['invalid', 'confirmation', 'ipo_restriction', 'conservative_risk_tolerance'] as const;
export type PseudoStepName = (typeof pseudoStepNames)[number];

export const pseudoStepPaths: Record<PseudoStepName, string> = {
  invalid: 'invalid',
  confirmation: 'confirmation',
  ipo_restriction: 'ipo-restriction',
  conservative_risk_tolerance: 'conservative-risk-tolerance',
};

/** The /finish-profile/{path} segment of each step. */
export const registrationStepPaths: Record<RegistrationStepName, string> = {
  signature_step: 'agreement',
  details: 'details',
  contact: 'contact',
  self_certify_accredited: 'self-certify-accredited',
  suitability: 'suitability',
  user_documents: 'user-documents',
  fund: 'fund',
  tax_payer_identification: 'tax-payer-identification',
  legal_signers_documents: 'legal-signers-documents',
  legal_signers: 'legal-signers',
  deed: 'deed',
};

/** SPEC 2 labels; the spec gives none for suitability and deed, so they follow the same pattern. */
export const registrationStepLabels: Record<RegistrationStepName, string> = {
  signature_step: 'Agreement',
  details: 'My Details',
  contact: 'My Contact Details',
  self_certify_accredited: 'My Accreditation',
  suitability: 'My Suitability',
  user_documents: 'My Documents',
  fund: 'My Funds',
  tax_payer_identification: 'My Taxpayer Identification',
  legal_signers_documents: 'My Legal Docs',
  legal_signers: 'My Legal Signers',
  deed: 'My Deed',
};

export function isRegistrationStepName(value: string): value is RegistrationStepName {
  return (registrationStepNames as readonly string[]).includes(value);
}

export { defaultWorkflow, type Workflow, workflowOf, workflows } from './workflows';

export type StepUserType = 'individual' | 'entity';

export function stepUserTypeOf(userType: 'Individual' | 'Entity'): StepUserType {
  return userType === 'Entity' ? 'entity' : 'individual';
}

const registrationStepsOf: Record<StepUserType, RegistrationStepName[]> = {
  individual: ['signature_step', 'details', 'contact', 'suitability', 'user_documents'],
  entity: ['signature_step', 'details', 'contact', 'suitability', 'legal_signers', 'legal_signers_documents'],
};

/**
 * The four extra steps appended to every configured list (SPEC 3 "four extra steps"): they belong
 * to other areas (accreditation self-certification, tax information in account settings, funding,
 * the deed of trust), are not shown during registration (show_during_registration false) and are
 * completed later from account settings. They never hold up completing registration.
 */
export const nonRegistrationSteps: readonly RegistrationStepName[] = [
  'self_certify_accredited',
  'tax_payer_identification',
  'fund',
  'deed',
];

/** Steps a user may skip unless the tenant configures otherwise. */
const skippableByDefault: ReadonlySet<RegistrationStepName> = new Set(['fund']);

function stepConfig(
  step: RegistrationStepName,
  type: StepUserType,
  workflow: Workflow,
  showDuringRegistration: boolean,
): RegistrationStep {
  return {
    step,
    path: registrationStepPaths[step],
    type,
    workflow,
    is_kyc: step === 'user_documents' || step === 'legal_signers_documents',
    active: true,
    skippable: skippableByDefault.has(step),
    pivot: { show_during_registration: showDuringRegistration },
  };
}

/** The configuration used for a tenant that has none: every user type and workflow, in order. */
export const defaultRegistrationSteps: readonly RegistrationStep[] = workflows.flatMap((workflow) =>
  (['individual', 'entity'] as const).flatMap((type) => [
    ...registrationStepsOf[type].map((step) => stepConfig(step, type, workflow, true)),
    ...nonRegistrationSteps.map((step) => stepConfig(step, type, workflow, false)),
  ]),
);

/** A tenant's configured steps, or the default when it has none (null or an empty list). */
export function effectiveRegistrationSteps(configured: readonly RegistrationStep[] | null | undefined) {
  return configured && configured.length > 0 ? configured : defaultRegistrationSteps;
}

export const riskTolerances = ['conservative', 'moderate', 'aggresive'] as const;
export type RiskTolerance = (typeof riskTolerances)[number];

/** A conservative risk tolerance stops onboarding (SPEC 4). */
export function isConservative(riskTolerance: string | null | undefined): boolean {
  return riskTolerance === 'conservative';
}

export interface StepUser {
  userType: 'Individual' | 'Entity';
  /** The nationality's country name (individuals). */
  nationalityName: string | null;
  /** The country of incorporation's name (entities). */
  incorporationCountryName: string | null;
  riskTolerance: string | null;
}

/** SPEC 4/5: individuals by nationality, entities by their country of incorporation. */
export function isUsPerson(user: Pick<StepUser, 'userType' | 'nationalityName' | 'incorporationCountryName'>) {
  return isUsCountryName(user.userType === 'Entity' ? user.incorporationCountryName : user.nationalityName);
}

function configuredFor(
  configured: readonly RegistrationStep[],
  user: StepUser,
  workflow: Workflow,
  showDuringRegistration: boolean,
): RegistrationStep[] {
  const type = stepUserTypeOf(user.userType);
  const seen = new Set<string>();
  return configured.filter((entry) => {
    const keep =
      entry.active &&
      entry.type === type &&
      entry.workflow === workflow &&
      entry.pivot.show_during_registration === showDuringRegistration &&
      isRegistrationStepName(entry.step) &&
      !seen.has(entry.step) &&
      (entry.step !== 'suitability' || isUsPerson(user));
    if (keep) seen.add(entry.step);
    return keep;
  });
}

/**
 * The steps this user goes through during registration, in the configured order: active, shown
 * during registration, of the user's type and the tenant's workflow; suitability only for US
 * persons; nothing after suitability once the user answered a conservative risk tolerance.
 */
export function userRegistrationSteps(
  configured: readonly RegistrationStep[],
  user: StepUser,
  workflow: Workflow,
): RegistrationStep[] {
  const steps = configuredFor(configured, user, workflow, true);
  if (!isConservative(user.riskTolerance)) return steps;
  const at = steps.findIndex((entry) => entry.step === 'suitability');
  return at < 0 ? steps : steps.slice(0, at + 1);
}

/** The appended steps of other areas this user completes later from account settings. */
export function userNonRegistrationSteps(
  configured: readonly RegistrationStep[],
  user: StepUser,
  workflow: Workflow,
): RegistrationStep[] {
  return configuredFor(configured, user, workflow, false);
}

export type NextStep = RegistrationStepName | 'confirmation' | 'conservative_risk_tolerance';

/** The step after `current`; the last one leads to completion (confirmation). */
export function nextStepAfter(steps: readonly RegistrationStep[], current: string, riskTolerance?: string | null) {
  if (current === 'suitability' && isConservative(riskTolerance)) return 'conservative_risk_tolerance';
  const at = steps.findIndex((entry) => entry.step === current);
  const next = at < 0 ? undefined : steps[at + 1];
  return (next?.step ?? 'confirmation') as NextStep;
}

/** The index of the first step the user may not open yet: one past the last completed step. */
function openLimit(steps: readonly RegistrationStep[], completedAt: Readonly<Record<string, string>>): number {
  let lastCompleted = -1;
  steps.forEach((entry, index) => {
    if (completedAt[entry.step]) lastCompleted = index;
  });
  return lastCompleted + 1;
}

/** A step can be opened only if it is at or before the step after the last completed one (SPEC 4). */
export function canOpenStep(
  steps: readonly RegistrationStep[],
  completedAt: Readonly<Record<string, string>>,
  step: string,
): boolean {
  const at = steps.findIndex((entry) => entry.step === step);
  return at >= 0 && at <= openLimit(steps, completedAt);
}

/** The step the user should be on: the first not yet completed, or confirmation when all are. */
export function currentStep(
  steps: readonly RegistrationStep[],
  completedAt: Readonly<Record<string, string>>,
): RegistrationStepName | 'confirmation' {
  const pending = steps.find((entry) => !completedAt[entry.step]);
  return (pending?.step ?? 'confirmation') as RegistrationStepName | 'confirmation';
}

/** Every step of the list is completed (or skipped). */
export function areAllStepsCompleted(
  steps: readonly RegistrationStep[],
  completedAt: Readonly<Record<string, string>>,
): boolean {
  return steps.every((entry) => Boolean(completedAt[entry.step]));
}

export interface IpoRestrictionRules {
  last_allowed_step: string;
  restrict: Record<string, readonly string[]>;
  ipo_closed: boolean;
}

/**
 * SPEC 4: the ipo_restriction screen appears when the user is at the last allowed step and matches
 * the rules. A user matches when the IPO is closed, or when every restricted field of theirs holds
 * one of its listed values (compared case-insensitively); an empty map matches nobody.
 */
export function isIpoRestricted(
  rules: IpoRestrictionRules | null | undefined,
  step: string,
  userFields: Readonly<Record<string, string | null | undefined>>,
): boolean {
  if (!rules || step !== rules.last_allowed_step) return false;
  if (rules.ipo_closed) return true;
  const entries = Object.entries(rules.restrict);
  if (entries.length === 0) return false;
  return entries.every(([field, values]) => {
    const value = userFields[field]?.trim().toLowerCase();
    return value !== undefined && values.some((allowed) => allowed.trim().toLowerCase() === value);
  });
}

export type TaxForm = 'w9' | 'w8ben' | 'w8ben_e';

/** SPEC 5: W-9 for US persons, otherwise W-8BEN, or W-8BEN-E for a non-US entity. */
export function taxFormForUser(user: Pick<StepUser, 'userType' | 'nationalityName' | 'incorporationCountryName'>) {
  if (isUsPerson(user)) return 'w9' as TaxForm;
  return (user.userType === 'Entity' ? 'w8ben_e' : 'w8ben') as TaxForm;
}

/** The `form` query value (w8 or w9) that asks for this form. */
export function taxFormFamily(form: TaxForm): 'w8' | 'w9' {
  return form === 'w9' ? 'w9' : 'w8';
}

/** After the contact step a signup reward above zero granted within 24 hours sends the user to /invites. */
export const signupRewardRedirectWindowMs = 24 * 60 * 60 * 1000;

export function shouldRedirectToInvites(
  signupReward: { amount: string; granted_at: string } | null | undefined,
  now: Date,
): boolean {
  if (!signupReward || !/[1-9]/.test(signupReward.amount)) return false;
  const grantedAt = Date.parse(signupReward.granted_at);
  return Number.isFinite(grantedAt) && now.getTime() - grantedAt <= signupRewardRedirectWindowMs;
}

/** Uploads: one file of at most 10 MB, of the types SPEC 5 allows (checked by content on the server). */
export const maxDocumentBytes = 10 * 1024 * 1024;
