import type { User } from '@invest/contracts';

/** Where a signed-in user lands: the dashboard once registered, else their onboarding step. */
export function landingPathFor(user: User): string {
  if (user.registration_completed) return '/dashboard';
  const userType = user.user_type.toLowerCase();
  const steps = user.registration_domain_settings.registration_steps.filter(
    (step) => step.active && step.type === userType,
  );
  const lastStep = user.last_step ? steps.find((step) => step.step === user.last_step) : undefined;
  const path = lastStep?.path ?? steps[0]?.path ?? 'details';
  return `/finish-profile/${path}`;
}

/** A same-site path passed in navigation state, or null for anything else. */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return null;
  return value;
}
