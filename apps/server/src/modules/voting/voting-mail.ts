import type { Database } from '../../platform/db/database';
import { mailOf, queueMail } from '../../platform/mail/queue-mail';
import type { Tally } from './tally';
import type { VotingDeps } from './voting.deps';
import { weightOf } from './voting.mapper';
import type { ProposalRow } from './voting.repository';
import { type ProposalNews, queueProposalNews } from './voting-news';

const dateOf = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

function resultLine(proposal: ProposalRow, tally: Tally): string {
  if (tally.outcome === 'no_quorum') return 'The vote did not reach its quorum, so it decided nothing.';
  if (tally.outcome === 'tied') return 'The vote ended in a tie.';
  const winner = proposal.options.find((option) => option.key === tally.winningOption);
  return `The outcome: ${winner?.label ?? tally.winningOption}.`;
}

function contentOf(news: ProposalNews, proposal: ProposalRow, company: string) {
  switch (news.kind) {
    case 'announced':
      return {
        subject: `${company}: a vote for holders of ${proposal.asset}: ${proposal.title}`,
        lines: [
          `As a holder of ${proposal.asset} on the record date (${dateOf(proposal.recordDate)}), you may vote on "${proposal.title}".`,
          `Voting opens ${dateOf(proposal.opensAt)} and closes ${dateOf(proposal.closesAt)}; you can change your ballot until then.`,
        ],
      };
    case 'cancelled':
      return {
        subject: `${company}: the vote on ${proposal.title} was withdrawn`,
        lines: [`The vote for holders of ${proposal.asset} on "${proposal.title}" was withdrawn before it opened.`],
      };
    case 'closed': {
      const totals = news.tally.options.map((option) => `${option.label}: ${weightOf(proposal, option.weightUnits)}`);
      return {
        subject: `${company}: the result of the vote on ${proposal.title}`,
        lines: [
          `Voting on "${proposal.title}" closed ${dateOf(proposal.closesAt)}.`,
          resultLine(proposal, news.tally),
          `Weight per option (${proposal.asset}): ${totals.join(', ')}.`,
        ],
      };
    }
  }
}

/** Queues, in the caller's transaction, the mail of the news to each of the proposal's holders, and the news itself. */
export async function queueProposalMails(
  deps: VotingDeps,
  tx: Database,
  proposal: ProposalRow,
  holderIds: readonly string[],
  news: ProposalNews,
): Promise<void> {
  await queueProposalNews(tx, proposal, holderIds, news);
  const { company, origin } = await deps.mailLetterhead(tx, proposal.tenantId);
  const content = contentOf(news, proposal, company);
  const link = `See the proposal: ${origin}/votes/${proposal.id}`;
  for (const userId of holderIds) {
    const contact = await deps.voterContact(tx, proposal.tenantId, userId);
    const mail = mailOf(content.subject, [`Hello ${contact.firstName},`, ...content.lines, link]);
    await queueMail(tx, proposal.tenantId, { to: contact.email, ...mail });
  }
}
