import {
  canOpenStep,
  currentStep,
  type OnboardingStatus,
  type RegistrationStep,
  type RegistrationStepName,
  registrationStepLabels,
  taxFormForUser,
} from '@invest/contracts';
import type { Actor, OnboardingDeps } from './onboarding.deps';
import { isIpoRestrictedNow, loadOnboardingView, type OnboardingView } from './onboarding-view';
import { withMaskedTaxNumber } from './tax-number-mask';

function stepStatus(view: OnboardingView, entry: RegistrationStep, canOpen: boolean) {
  const step = entry.step as RegistrationStepName;
  return {
    step,
    path: entry.path,
    label: registrationStepLabels[step],
    is_kyc: entry.is_kyc,
    skippable: entry.skippable ?? false,
    completed_at: view.completedAt[step] ?? null,
    can_open: canOpen,
  };
}

/** GET registration/steps: the user's steps, where they stand and what opens next. */
export async function getOnboardingStatus(deps: OnboardingDeps, actor: Actor): Promise<OnboardingStatus> {
  const view = await loadOnboardingView(deps, actor);
  const current = currentStep(view.steps, view.completedAt);
  const rules = view.tenant.ipoRestriction;
  const isRestricted = isIpoRestrictedNow(view);
  return {
    workflow: view.workflow,
    current_step: isRestricted ? 'ipo_restriction' : current,
    steps: view.steps.map((entry) => stepStatus(view, entry, canOpenStep(view.steps, view.completedAt, entry.step))),
    non_registration_steps: view.laterSteps.map((entry) => stepStatus(view, entry, view.user.registrationCompleted)),
    registration_completed: view.user.registrationCompleted,
    approval: view.approval,
    tax_form: taxFormForUser(view.stepUser),
    answers: withMaskedTaxNumber(Object.fromEntries(view.data)),
    restriction:
      isRestricted && rules
        ? { ipo_closed: rules.ipo_closed, redirect_path: rules.finish_profile_redirection_path }
        : null,
  };
}
