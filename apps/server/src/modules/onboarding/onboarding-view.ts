import {
  effectiveRegistrationSteps,
  isConservative,
  isIpoRestricted,
  type RegistrationStep,
  type StepUser,
  userNonRegistrationSteps,
  userRegistrationSteps,
  type Workflow,
  workflowOf,
} from '@invest/contracts';
import { findCurrentTermsAcceptedAt, getUserRecord, type UserRow, updateOnboardingFields } from '../auth';
import { findCountryById } from '../lookups';
import type { Actor, OnboardingDeps } from './onboarding.deps';
import type { ApprovalStatus } from './onboarding.tables';
import { type CountryRef, readStepData } from './step-data';
import { findApproval, findStepData, type StepDataMap } from './step-data.repository';

/** Everything the rules need to know about one user's onboarding, read once per request. */
export interface OnboardingView {
  user: UserRow;
  tenant: Awaited<ReturnType<OnboardingDeps['tenants']['getTenant']>>;
  workflow: Workflow;
  stepUser: StepUser;
  /** The steps of registration, in order (SPEC 4). */
  steps: RegistrationStep[];
  /** The appended steps the user completes later from account settings. */
  laterSteps: RegistrationStep[];
  completedAt: Record<string, string>;
  data: StepDataMap;
  approval: ApprovalStatus;
  approvalReason: string | null;
}

export async function loadOnboardingView(deps: OnboardingDeps, actor: Actor): Promise<OnboardingView> {
  const [user, tenant, data, approval] = await Promise.all([
    getUserRecord(deps.db, actor.tenantId, actor.userId),
    deps.tenants.getTenant(actor.tenantId),
    findStepData(deps.db, actor.tenantId, actor.userId),
    findApproval(deps.db, actor.tenantId, actor.userId),
  ]);
  const nationality = user.countryId === null ? null : await findCountryById(deps.db, user.countryId);
  const incorporation = readStepData(data, 'details')?.country_incorporation as CountryRef | undefined;
  const riskTolerance = readStepData(data, 'suitability')?.risk_tolerance;
  const stepUser: StepUser = {
    userType: user.userType,
    nationalityName: nationality?.name ?? null,
    incorporationCountryName: incorporation?.nationality ?? null,
    riskTolerance: typeof riskTolerance === 'string' ? riskTolerance : null,
  };
  const workflow = workflowOf(tenant.configs);
  const all = effectiveRegistrationSteps(tenant.registrationSteps);
  const completedAt = await withAgreement(deps, user, tenant);
  return {
    user,
    tenant,
    workflow,
    stepUser,
    steps: userRegistrationSteps(all, stepUser, workflow),
    laterSteps: userNonRegistrationSteps(all, stepUser, workflow),
    completedAt,
    data,
    approval: approval?.status ?? (isConservative(stepUser.riskTolerance) ? 'refused' : 'pending'),
    approvalReason: approval?.reason ?? null,
  };
}

/**
 * The Agreement step (signature_step) is the acceptance of the tenant's current terms through
 * POST /v1/terms-and-conditions; it is recorded among the completed steps the first time it is seen.
 */
async function withAgreement(
  deps: OnboardingDeps,
  user: UserRow,
  tenant: OnboardingView['tenant'],
): Promise<Record<string, string>> {
  const completedAt = { ...user.registrationStepsCompletedAt };
  if (completedAt.signature_step) return completedAt;
  const acceptedAt = await findCurrentTermsAcceptedAt(deps.db, tenant, user.id);
  if (!acceptedAt) return completedAt;
  completedAt.signature_step = acceptedAt.toISOString();
  await updateOnboardingFields(
    deps.db,
    { tenantId: user.tenantId, userId: user.id },
    { registrationStepsCompletedAt: completedAt },
    deps.clock.now(),
  );
  return completedAt;
}

/**
 * SPEC 4: the IPO restriction applies once the user has reached (completed) the configured last
 * allowed step and matches its rules. The `restrict` map may name nationality,
 * country_incorporation and user_type.
 */
export function isIpoRestrictedNow(view: OnboardingView): boolean {
  const rules = view.tenant.ipoRestriction;
  if (!rules || !view.completedAt[rules.last_allowed_step]) return false;
  return isIpoRestricted(rules, rules.last_allowed_step, {
    nationality: view.stepUser.nationalityName,
    country_incorporation: view.stepUser.incorporationCountryName,
    user_type: view.user.userType,
  });
}
