import { effectiveRegistrationSteps, type NewUsersQuery, type NewUsersReport } from '@invest/contracts';
import type { AuthContext } from '../../../platform/http/context';
import { countSignupsByDay, findSignedUpUsers, findSignupProgress, type SignedUpUser } from '../../auth';
import { dayAfter, dayStartAt, daysBetween } from '../report-range';
import type { ReportsDeps } from '../reports.deps';

type Admin = Pick<AuthContext, 'tenantId'>;

/** The instants a range of days reads: from the start of `from` to the start of the day after `to`. */
const windowOf = (query: Pick<NewUsersQuery, 'from' | 'to'>) => ({
  start: dayStartAt(query.from),
  end: dayStartAt(dayAfter(query.to)),
});

/**
 * The domain's onboarding steps in its order: those shown during registration as configured (every
 * user type and workflow, each step once), then the later ones (accreditation, tax, funding, deed).
 */
async function funnelStepsOf(deps: ReportsDeps, tenantId: string): Promise<string[]> {
  const tenant = await deps.tenants.getTenant(tenantId);
  const active = effectiveRegistrationSteps(tenant.registrationSteps).filter((step) => step.active);
  const shown = active.filter((step) => step.pivot.show_during_registration);
  const later = active.filter((step) => !step.pivot.show_during_registration);
  return [...new Set([...shown, ...later].map((step) => step.step))];
}

/**
 * GET admin/reports/new-users: who signed up each day of the range (days without sign-ups
 * included), and how many of them completed each onboarding step and their registration.
 */
export async function getNewUsersReport(
  deps: ReportsDeps,
  admin: Admin,
  query: NewUsersQuery,
): Promise<NewUsersReport> {
  const window = windowOf(query);
  const [byDay, progress, steps] = await Promise.all([
    countSignupsByDay(deps.db, admin.tenantId, window),
    findSignupProgress(deps.db, admin.tenantId, window),
    funnelStepsOf(deps, admin.tenantId),
  ]);
  return {
    from: query.from,
    to: query.to,
    signups: progress.signups,
    days: daysBetween(query.from, query.to).map((date) => ({ date, signups: byDay.get(date) ?? 0 })),
    funnel: steps.map((step) => ({ step, completed: progress.stepsCompleted.get(step) ?? 0 })),
    registration_completed: progress.registrationCompleted,
  };
}

/** The users of the range for the CSV file, with the domain's steps as its columns. */
export async function findNewUsers(
  deps: ReportsDeps,
  admin: Admin,
  query: NewUsersQuery,
): Promise<{ users: SignedUpUser[]; steps: string[] }> {
  const [users, steps] = await Promise.all([
    findSignedUpUsers(deps.db, admin.tenantId, windowOf(query)),
    funnelStepsOf(deps, admin.tenantId),
  ]);
  return { users, steps };
}
