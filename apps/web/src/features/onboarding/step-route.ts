import type { OnboardingStatus } from '@invest/contracts/onboarding';
import { pseudoStepPaths } from '@invest/contracts/onboarding-rules';

export type StepEntry = OnboardingStatus['steps'][number];

/** What /finish-profile/{path} shows for a user's onboarding status. */
export type StepRoute =
  | { kind: 'step'; entry: StepEntry; later: boolean }
  | { kind: 'confirmation' }
  | { kind: 'ipo_restriction' }
  | { kind: 'refused' }
  | { kind: 'redirect'; path: string };

/** The path of the screen the user should be on now. */
export function currentPathOf(status: OnboardingStatus): string {
  if (status.current_step === 'confirmation') return pseudoStepPaths.confirmation;
  if (status.current_step === 'ipo_restriction') return pseudoStepPaths.ipo_restriction;
  const current = status.steps.find((entry) => entry.step === status.current_step);
  return current?.path ?? pseudoStepPaths.confirmation;
}

/**
 * SPEC 4: a step opens only if it is at or before the step after the last completed one (the
 * server's can_open); anything else goes to the current step. A refused user sees why; a user
 * stopped by the IPO restriction sees the restriction instead of any step they have not completed;
 * the later steps of account settings open once registration is complete.
 */
export function resolveStepRoute(status: OnboardingStatus, path: string): StepRoute {
  const current: StepRoute = { kind: 'redirect', path: currentPathOf(status) };
  if (status.approval === 'refused') return { kind: 'refused' };
  if (path === pseudoStepPaths.ipo_restriction) {
    return status.current_step === 'ipo_restriction' ? { kind: 'ipo_restriction' } : current;
  }
  if (path === pseudoStepPaths.confirmation) {
    return status.current_step === 'confirmation' ? { kind: 'confirmation' } : current;
  }
  const entry = status.steps.find((candidate) => candidate.path === path);
  if (entry) {
    const isRestricted = status.current_step === 'ipo_restriction' && !entry.completed_at;
    return entry.can_open && !isRestricted ? { kind: 'step', entry, later: false } : current;
  }
  const later = status.non_registration_steps.find((candidate) => candidate.path === path);
  if (later?.can_open) return { kind: 'step', entry: later, later: true };
  return current;
}

/** The step before `entry` among the user's registration steps, for the Back button. */
export function previousStepOf(status: OnboardingStatus, entry: StepEntry): StepEntry | null {
  const at = status.steps.findIndex((candidate) => candidate.step === entry.step);
  return at > 0 ? (status.steps[at - 1] ?? null) : null;
}

/** Where Continue leads from a done step: the next registration step, or confirmation after the last. */
export function nextPathAfter(status: OnboardingStatus, entry: StepEntry): string {
  const at = status.steps.findIndex((candidate) => candidate.step === entry.step);
  return status.steps[at + 1]?.path ?? pseudoStepPaths.confirmation;
}
