import { createIntervalJob, type IntervalJob } from '../../platform/jobs/interval-job';
import type { AuthDeps } from './auth.deps';
import { signInThrottle } from './sign-in-throttle';
import { pruneThrottles } from './sign-in-throttles.repository';

const pruneIntervalSeconds = 10 * 60;

/** The worker forgets throttles of emails nobody has tried for a while, so guesses at random emails leave no rows behind. */
export function pruneThrottlesJob(deps: Pick<AuthDeps, 'db' | 'clock' | 'logError'>): IntervalJob<void> {
  return createIntervalJob({
    name: 'sign-in throttle prune',
    intervalSeconds: pruneIntervalSeconds,
    run: () => pruneThrottles(deps.db, new Date(deps.clock.now().getTime() - signInThrottle.forgetAfterMs)),
    logError: deps.logError,
  });
}
