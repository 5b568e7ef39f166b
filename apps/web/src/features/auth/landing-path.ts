import type { User } from '@invest/contracts';
import { workflowOf } from '@invest/contracts/workflows';

/**
 * Where a signed-in user lands: the dashboard once registered, else the onboarding step after the
 * last one they saved (the finish-profile page moves them on if the configuration skips it for them).
 */
export function landingPathFor(user: User): string {
  if (user.registration_completed) return '/dashboard';
  const userType = user.user_type.toLowerCase();
  const { registration_steps: configured, configs } = user.registration_domain_settings;
  const workflow = workflowOf(configs);
  const steps = configured.filter(
    (step) =>
      step.active && step.type === userType && step.workflow === workflow && step.pivot.show_during_registration,
  );
  if (steps.length === 0) return '/finish-profile/agreement';
  const last = user.last_step ? steps.findIndex((step) => step.step === user.last_step) : -1;
  const next = last < 0 ? steps[0] : steps[last + 1];
  return `/finish-profile/${next?.path ?? 'confirmation'}`;
}

/** A same-site path passed in navigation state, or null for anything else. */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return null;
  return value;
}

/** Navigation state that remembers the page a signed-out user asked for. */
interface ReturnState {
  from?: string;
}

/** The page a signed-out user asked for, kept in the navigation state, or null. */
export function returnPathOf(state: unknown): string | null {
  return safeReturnPath((state as ReturnState | null)?.from);
}

/** The navigation state that brings the user back to `location` afterwards. */
export function returnStateFor(location: { pathname: string; search: string }): ReturnState {
  return { from: `${location.pathname}${location.search}` };
}
