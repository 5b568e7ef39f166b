import { platformActor } from '../../platform/audit/audit';
import { createProposal } from './proposals-admin.service';
import type { VotingDeps } from './voting.deps';
import { hasLiveProposal } from './voting.repository';

const day = 24 * 3_600_000;

/**
 * The demo domain's open vote: while no proposal on `asset` is scheduled or open, a resolution put
 * to its holders of now, open for thirty days (a later start puts a new one once it has closed).
 */
export async function seedDemoProposal(deps: VotingDeps, tenantId: string, asset: string): Promise<void> {
  if (await hasLiveProposal(deps.db, tenantId, asset)) return;
  const now = deps.clock.now();
  await createProposal(deps, { tenantId, userId: null }, platformActor, {
    asset,
    title: `Elect the ${asset} board for 2027`,
    text:
      `The board of ${asset} proposes that the holders re-elect its five directors for one more year. ` +
      'Holders of record vote with the shares they held at the record date; the resolution passes with more ' +
      'weight for than against, once a quarter of the outstanding shares has voted.',
    kind: 'resolution',
    options: [],
    record_date: now.toISOString(),
    opens_at: now.toISOString(),
    closes_at: new Date(now.getTime() + 30 * day).toISOString(),
    quorum_percent: 25,
  });
}
