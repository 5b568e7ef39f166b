import type { IntervalJob } from '../../platform/jobs/interval-job';
import type { ServerModule } from '../../platform/module';
import { createProposalSchedule } from './proposal-closing.service';
import type { VotingDeps } from './voting.deps';
import { votingRoutes } from './voting.routes';

export interface VotingModule extends ServerModule {
  /** The worker's job that closes proposals at their closing time. */
  schedule: IntervalJob<number>;
}

/** Voting (issue 18): the api role's proposal and ballot routes, and the worker's schedule that tallies them at the close. */
export function createVotingModule(deps: VotingDeps & { logError: (line: string) => void }): VotingModule {
  const schedule = createProposalSchedule(deps);
  return {
    schedule,
    worker: () => ({ start: () => schedule.start(), stop: () => schedule.stop() }),
    api: () => ({
      routes: async (app) => {
        await app.register(votingRoutes, { deps });
      },
    }),
  };
}
