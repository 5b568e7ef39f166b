import { inTransaction } from '../../platform/db/transaction';
import { createIntervalJob, type IntervalJob } from '../../platform/jobs/interval-job';
import { tallyOf } from './proposal-totals';
import type { VotingDeps } from './voting.deps';
import {
  findDueProposals,
  findHolderIds,
  lockProposal,
  type ProposalRow,
  type ProposalScope,
  recordResult,
} from './voting.repository';
import { queueProposalMails } from './voting-mail';

/** Seconds between the schedule's looks at the proposals' closing times. */
const intervalSeconds = 30;

/**
 * Closes a proposal whose closing time has come: locks it (waiting for ballots being cast), tallies
 * its ballots, records the outcome and tells the holders, in one transaction. A proposal closed
 * already, or not due, is left alone (null), so two workers close it once.
 */
export async function closeProposal(deps: VotingDeps, scope: ProposalScope): Promise<ProposalRow | null> {
  return inTransaction(deps.db, async (tx) => {
    const proposal = await lockProposal(tx, scope, 'update');
    const now = deps.clock.now();
    if (proposal?.state !== 'scheduled' || proposal.closesAt > now) return null;
    const tally = await tallyOf(tx, proposal);
    const closed = await recordResult(tx, scope, {
      outcome: tally.outcome,
      winningOption: tally.winningOption,
      closedAt: now,
    });
    await queueProposalMails(deps, tx, closed, await findHolderIds(tx, scope), { kind: 'closed', tally });
    return closed;
  });
}

/** One look at the clock: every proposal due is closed; answers how many this run closed. */
export async function runProposalSchedule(deps: VotingDeps): Promise<number> {
  let closed = 0;
  for (const scope of await findDueProposals(deps.db, deps.clock.now())) {
    if (await closeProposal(deps, scope)) closed += 1;
  }
  return closed;
}

export function createProposalSchedule(deps: VotingDeps & { logError: (line: string) => void }): IntervalJob<number> {
  return createIntervalJob({
    name: 'proposal schedule',
    intervalSeconds,
    run: () => runProposalSchedule(deps),
    logError: deps.logError,
  });
}
