import { platformActor } from '../../../platform/audit/audit';
import { createIntervalJob, type IntervalJob } from '../../../platform/jobs/interval-job';
import { findDueOfferings } from '../catalogue/offerings.repository';
import { recordMove } from '../catalogue/offerings-admin.service';
import type { OfferingsDeps } from '../offerings.deps';
import { settleOffering } from './offering-closing.service';
import { lapseUnconfirmedCommitments } from './reconfirmation-lapse';

/** Seconds between the schedule's looks at the offerings' times. */
const intervalSeconds = 30;

/**
 * The worker's look at the clock: commitments not reconfirmed in time lapse (released), an
 * announced offering opens at its opening time, and one at a fixed price or a priced ipo closes at
 * its deadline (funded or failed), and a closing cut short is finished. Each move is conditional on the state it leaves, so several
 * workers, or an administrator at the same moment, move an offering once. Answers how many things
 * it moved.
 */
export async function runOfferingSchedule(deps: OfferingsDeps): Promise<number> {
  const lapsed = await lapseUnconfirmedCommitments(deps);
  const due = await findDueOfferings(deps.db, deps.clock.now());
  for (const offering of due) {
    const scope = { tenantId: offering.tenantId, offeringId: offering.id };
    if (offering.state === 'upcoming') {
      await recordMove(deps, scope, 'upcoming', 'open', { actor: platformActor, reason: 'opening time' });
    } else {
      await settleOffering(deps, scope, platformActor);
    }
  }
  return lapsed + due.length;
}

export function createOfferingSchedule(
  deps: OfferingsDeps & { logError: (line: string) => void },
): IntervalJob<number> {
  return createIntervalJob({
    name: 'offering schedule',
    intervalSeconds,
    run: () => runOfferingSchedule(deps),
    logError: deps.logError,
  });
}
