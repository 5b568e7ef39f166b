import type { ProposalOutcome } from '@invest/contracts';
import type { Database } from '../../platform/db/database';
import { enqueueEvents } from '../../platform/events/outbox';
import type { Tally } from './tally';
import type { ProposalRow } from './voting.repository';

/** What a holder is told of: a proposal put to them, withdrawn, or closed with its result. */
export type ProposalNews = { kind: 'announced' } | { kind: 'cancelled' } | { kind: 'closed'; tally: Tally };

/**
 * Announced (through the outbox) with the mails that tell a proposal's holders of it: put to them,
 * withdrawn, or closed with its result. Other modules read it (the notification centre).
 */
export const proposalNewsTopic = 'voting.proposal.news';

export interface ProposalNewsEvent {
  proposal: { id: string; title: string; asset: string; opens_at: string; closes_at: string };
  kind: ProposalNews['kind'];
  /** Of a closed proposal: its outcome, and the label of the option that won (null unless decided). */
  result: { outcome: ProposalOutcome; winning_option: string | null } | null;
  holder_ids: string[];
}

/** Holders one event names: a proposal of many holders is a few events. */
const holdersPerEvent = 2000;

/** Queues the news in the caller's transaction, the one that changed the proposal. */
export async function queueProposalNews(
  tx: Database,
  proposal: ProposalRow,
  holderIds: readonly string[],
  news: ProposalNews,
): Promise<void> {
  const winner =
    news.kind === 'closed' ? proposal.options.find((option) => option.key === news.tally.winningOption) : undefined;
  const shared: Omit<ProposalNewsEvent, 'holder_ids'> = {
    proposal: {
      id: proposal.id,
      title: proposal.title,
      asset: proposal.asset,
      opens_at: proposal.opensAt.toISOString(),
      closes_at: proposal.closesAt.toISOString(),
    },
    kind: news.kind,
    result:
      news.kind === 'closed'
        ? {
            outcome: news.tally.outcome,
            winning_option: news.tally.outcome === 'decided' ? (winner?.label ?? news.tally.winningOption) : null,
          }
        : null,
  };
  const events = [];
  for (let at = 0; at < holderIds.length; at += holdersPerEvent) {
    const payload: ProposalNewsEvent = { ...shared, holder_ids: holderIds.slice(at, at + holdersPerEvent) };
    events.push({ tenantId: proposal.tenantId, topic: proposalNewsTopic, payload });
  }
  await enqueueEvents(tx, events);
}
