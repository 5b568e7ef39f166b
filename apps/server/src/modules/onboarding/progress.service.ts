import {
  areAllStepsCompleted,
  canOpenStep,
  conservativeRiskMessage,
  currentStep,
  isConservative,
  nextStepAfter,
  type OnboardingProgress,
  pseudoStepPaths,
  type RegistrationStepName,
  registrationStepLabels,
  registrationStepPaths,
  shouldRedirectToInvites,
} from '@invest/contracts';
import { assetScales, formatUnits } from '@invest/money';
import type { Database } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors';
import { type OnboardingUserFields, type UserRow, updateOnboardingFields } from '../auth';
import type { Actor, OnboardingDeps } from './onboarding.deps';
import { isIpoRestrictedNow, loadOnboardingView, type OnboardingView } from './onboarding-view';
import type { StepDataKey } from './step-data';
import { upsertStepData } from './step-data.repository';

const forbidden = (message: string) => new AppError('FORBIDDEN', message);

function labelOf(step: string): string {
  return step in registrationStepLabels ? registrationStepLabels[step as RegistrationStepName] : step;
}

/**
 * Refuses a save for a step the user may not open (SPEC 4): a registration step past the one after
 * the last completed, a later (account settings) step before registration is complete, or a step
 * that is not part of this user's onboarding at all.
 */
export function assertStepOpen(view: OnboardingView, step: RegistrationStepName): void {
  if (view.approval === 'refused') {
    throw forbidden(view.approvalReason ?? conservativeRiskMessage);
  }
  const at = view.steps.findIndex((entry) => entry.step === step);
  if (at >= 0) {
    const lastAllowed = view.tenant.ipoRestriction?.last_allowed_step;
    const lastAllowedAt = view.steps.findIndex((entry) => entry.step === lastAllowed);
    if (isIpoRestrictedNow(view) && lastAllowedAt >= 0 && at > lastAllowedAt) {
      throw forbidden('Registration for this offering is restricted: you cannot continue past this step');
    }
    if (canOpenStep(view.steps, view.completedAt, step)) return;
    const pending = currentStep(view.steps, view.completedAt);
    throw forbidden(`${labelOf(step)} is not open yet: complete ${labelOf(pending)} first`);
  }
  if (view.laterSteps.some((entry) => entry.step === step)) {
    if (view.user.registrationCompleted) return;
    throw forbidden(`${labelOf(step)} opens once your registration is complete`);
  }
  throw forbidden(`${labelOf(step)} is not part of your onboarding`);
}

function pathOf(step: string): string {
  if (step in registrationStepPaths) return registrationStepPaths[step as RegistrationStepName];
  return pseudoStepPaths[step as keyof typeof pseudoStepPaths] ?? step;
}

function hasFreshSignupReward(user: UserRow, now: Date): boolean {
  if (user.signupRewardUnits === null || !user.signupRewardGrantedAt) return false;
  const reward = {
    amount: formatUnits(user.signupRewardUnits, assetScales.USD),
    granted_at: user.signupRewardGrantedAt.toISOString(),
  };
  return shouldRedirectToInvites(reward, now);
}

export function progressOf(view: OnboardingView, step: string, now: Date, signedOut = false): OnboardingProgress {
  const isRegistrationStep = view.steps.some((entry) => entry.step === step);
  const next = !isRegistrationStep
    ? 'confirmation'
    : view.completedAt[step]
      ? nextStepAfter(view.steps, step, view.stepUser.riskTolerance)
      : (step as RegistrationStepName);
  return {
    next_step: next,
    next_path: pathOf(next),
    registration_steps_completed_at: view.completedAt,
    last_step: view.user.lastStep,
    registration_completed: view.user.registrationCompleted,
    redirect_to: step === 'contact' && hasFreshSignupReward(view.user, now) ? '/invites' : null,
    signed_out: signedOut,
  };
}

/** Marks `step` completed at `now` within `tx`, with any other user fields the step sets. */
export async function recordStepCompleted(
  tx: Database,
  view: OnboardingView,
  step: RegistrationStepName,
  now: Date,
  userFields: OnboardingUserFields = {},
): Promise<UserRow> {
  const completedAt = { ...view.completedAt, [step]: now.toISOString() };
  return updateOnboardingFields(
    tx,
    { tenantId: view.user.tenantId, userId: view.user.id },
    { ...userFields, registrationStepsCompletedAt: completedAt, lastStep: step },
    now,
  );
}

export interface PreparedStep {
  key: StepDataKey;
  data: Record<string, unknown>;
  /** Fields of the user row the step sets (name, nationality, company name). */
  userFields?: OnboardingUserFields;
}

/**
 * The common shape of a step save: check the step is open, run `prepare` (validation against
 * lookups, derived fields), then store the data and mark the step completed in one transaction.
 */
export async function saveStep(
  deps: OnboardingDeps,
  actor: Actor,
  step: RegistrationStepName,
  prepare: (view: OnboardingView) => Promise<PreparedStep>,
  options: {
    /** Whether saving completes the step (default yes), decided on the view with the new data. */
    completes?: (view: OnboardingView) => Promise<boolean>;
    after?: (tx: Database, now: Date) => Promise<void>;
  } = {},
): Promise<{ view: OnboardingView; progress: OnboardingProgress }> {
  const view = await loadOnboardingView(deps, actor);
  assertStepOpen(view, step);
  const { key, data, userFields } = await prepare(view);
  const now = deps.clock.now();
  const withData: OnboardingView = { ...view, data: new Map([...view.data, [key, data]]) };
  const completes = options.completes ? await options.completes(withData) : true;
  await inTransaction(deps.db, async (tx) => {
    await upsertStepData(tx, actor, key, data, now);
    if (completes) await recordStepCompleted(tx, view, step, now, userFields);
    await options.after?.(tx, now);
  });
  const updated = await loadOnboardingView(deps, actor);
  return { view: updated, progress: progressOf(updated, step, now) };
}

/** POST registration/skip: passes a step the configuration marks skippable. */
export async function skipStep(
  deps: OnboardingDeps,
  actor: Actor,
  step: RegistrationStepName,
): Promise<OnboardingProgress> {
  const view = await loadOnboardingView(deps, actor);
  assertStepOpen(view, step);
  const entry = [...view.steps, ...view.laterSteps].find((candidate) => candidate.step === step);
  if (!entry?.skippable) throw forbidden(`${labelOf(step)} cannot be skipped`);
  const now = deps.clock.now();
  await recordStepCompleted(deps.db, view, step, now);
  return progressOf(await loadOnboardingView(deps, actor), step, now);
}

/** POST registration/complete: only when every registration step is done. */
export async function completeRegistration(deps: OnboardingDeps, actor: Actor): Promise<OnboardingProgress> {
  const view = await loadOnboardingView(deps, actor);
  if (view.approval === 'refused' || isConservative(view.stepUser.riskTolerance)) {
    throw forbidden(view.approvalReason ?? conservativeRiskMessage);
  }
  if (!areAllStepsCompleted(view.steps, view.completedAt)) {
    const pending = currentStep(view.steps, view.completedAt);
    throw forbidden(`Your registration is not complete: ${labelOf(pending)} is still to do`);
  }
  const now = deps.clock.now();
  if (!view.user.registrationCompleted) {
    await updateOnboardingFields(deps.db, actor, { registrationCompleted: true }, now);
  }
  return progressOf(await loadOnboardingView(deps, actor), 'confirmation', now);
}
