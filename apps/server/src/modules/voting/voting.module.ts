import type { IntervalJob } from '../../platform/jobs/interval-job';
import type { ServerModule } from '../../platform/module';
import { seedDemoProposal } from './demo-proposal';
import { createProposalSchedule } from './proposal-closing.service';
import type { VotingDeps } from './voting.deps';
import { votingRoutes } from './voting.routes';

export interface VotingModule extends ServerModule {
  /** The worker's job that closes proposals at their closing time. */
  schedule: IntervalJob<number>;
  /** The demo domain's open vote on `asset` (see demo-proposal.ts). */
  seedDemoProposal(tenantId: string, asset: string): Promise<void>;
}

/** Voting (issue 18): the api role's proposal and ballot routes, and the worker's schedule that tallies them at the close. */
export function createVotingModule(deps: VotingDeps & { logError: (line: string) => void }): VotingModule {
  const schedule = createProposalSchedule(deps);
  return {
    schedule,
    seedDemoProposal: (tenantId, asset) => seedDemoProposal(deps, tenantId, asset),
    worker: () => ({ start: () => schedule.start(), stop: () => schedule.stop() }),
    api: () => ({
      routes: async (app) => {
        await app.register(votingRoutes, { deps });
      },
    }),
  };
}
