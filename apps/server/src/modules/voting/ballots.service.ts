import { createHash, randomUUID } from 'node:crypto';
import type { CastVoteRequest, InvestorProposal, Page, PageQuery, ProposalDetail } from '@invest/contracts';
import type { Database } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { AppError, invalid, notFound } from '../../platform/errors';
import type { AuthContext } from '../../platform/http/context';
import { tallyOf } from './proposal-totals';
import type { VotingDeps } from './voting.deps';
import { toBallot, toProposal, toTotals, weightOf } from './voting.mapper';
import {
  type BallotRow,
  findBallot,
  findHeldProposalPage,
  findHolderWeight,
  findProposal,
  insertBallot,
  lockProposal,
  type ProposalRow,
  replaceBallot,
} from './voting.repository';

type Investor = Pick<AuthContext, 'tenantId' | 'userId'>;

/** The SHA-256 of what a ballot says, which the investor keeps as its receipt. */
function ballotHash(ballot: Omit<BallotRow, 'hash' | 'tenantId'>): string {
  const content = [
    ballot.proposalId,
    ballot.id,
    ballot.userId,
    ballot.option,
    ballot.weightUnits.toString(),
    String(ballot.revision),
    ballot.castAt.toISOString(),
  ];
  return createHash('sha256').update(content.join('\n')).digest('hex');
}

/** Why the proposal takes no ballot at `now`, or null when it does. */
function closedReason(proposal: ProposalRow, now: Date): string | null {
  if (proposal.state === 'cancelled') return 'This proposal was cancelled';
  if (proposal.state === 'closed' || now >= proposal.closesAt) return 'Voting on this proposal has closed';
  if (now < proposal.opensAt) return `Voting opens at ${proposal.opensAt.toISOString()}`;
  return null;
}

/** Writes the holder's ballot for `option`: a first one, a changed one (next revision), or none when it says so already. */
async function writeBallot(
  tx: Database,
  proposal: ProposalRow,
  voter: { userId: string; weightUnits: bigint },
  option: string,
  now: Date,
): Promise<void> {
  const scope = { tenantId: proposal.tenantId, proposalId: proposal.id, userId: voter.userId };
  const current = await findBallot(tx, scope);
  if (current?.option === option) return;
  const next = {
    id: current?.id ?? randomUUID(),
    proposalId: proposal.id,
    userId: voter.userId,
    option,
    weightUnits: voter.weightUnits,
    revision: (current?.revision ?? 0) + 1,
    castAt: now,
  };
  const hash = ballotHash(next);
  if (current) await replaceBallot(tx, current.id, { option, revision: next.revision, hash, castAt: now });
  else await insertBallot(tx, { ...next, tenantId: proposal.tenantId, hash });
}

/**
 * GET /v1/vote/{id}: the proposal, what the investor held at its record date (a holder of nothing
 * sees it without a vote), their ballot and receipt, and the live totals.
 */
export async function getProposalDetail(
  deps: VotingDeps,
  investor: Investor,
  proposalId: string,
): Promise<ProposalDetail> {
  const scope = { tenantId: investor.tenantId, proposalId };
  const row = await findProposal(deps.db, scope);
  if (!row) throw notFound('Proposal');
  const [weightUnits, ballot, tally] = await Promise.all([
    findHolderWeight(deps.db, { ...scope, userId: investor.userId }),
    findBallot(deps.db, { ...scope, userId: investor.userId }),
    tallyOf(deps.db, row),
  ]);
  const now = deps.clock.now();
  return {
    proposal: toProposal(row, now),
    weight: weightOf(row, weightUnits ?? 0n),
    ballot: ballot ? toBallot(row, ballot) : null,
    can_vote: weightUnits !== null && closedReason(row, now) === null,
    totals: toTotals(row, tally),
  };
}

/**
 * POST /v1/vote {id, votes}: the holder's one ballot on the proposal, replaced when they vote again
 * until the close. The proposal stays locked against its closing while the ballot is written, and
 * the holder's row serializes their own ballots, so two at once leave one.
 */
export async function castVote(deps: VotingDeps, investor: Investor, body: CastVoteRequest): Promise<ProposalDetail> {
  const scope = { tenantId: investor.tenantId, proposalId: body.id };
  const [option] = body.votes;
  await inTransaction(deps.db, async (tx) => {
    const proposal = await lockProposal(tx, scope, 'share');
    if (!proposal) throw notFound('Proposal');
    const now = deps.clock.now();
    const reason = closedReason(proposal, now);
    if (reason) throw new AppError('BUSINESS_RULE', reason);
    const keys = proposal.options.map((item) => item.key);
    if (!option || !keys.includes(option)) {
      throw invalid('votes', `Unknown option ${option ?? ''}: choose one of ${keys.join(', ')}`);
    }
    const weightUnits = await findHolderWeight(tx, { ...scope, userId: investor.userId }, true);
    if (weightUnits === null) {
      throw new AppError(
        'FORBIDDEN',
        `You held no ${proposal.asset} at the record date (${proposal.recordDate.toISOString()}), so you have no vote on this proposal`,
      );
    }
    await writeBallot(tx, proposal, { userId: investor.userId, weightUnits }, option, now);
  });
  return getProposalDetail(deps, investor, body.id);
}

/** GET /v1/vote: the proposals on assets the investor held at their record dates, newest first. */
export async function findHeldProposals(
  deps: VotingDeps,
  investor: Investor,
  query: PageQuery,
): Promise<Page<InvestorProposal>> {
  const { rows, total } = await findHeldProposalPage(deps.db, investor, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  const now = deps.clock.now();
  const items = rows.map((row) => ({
    ...toProposal(row.proposal, now),
    weight: weightOf(row.proposal, row.weightUnits),
    voted_option: row.votedOption,
  }));
  return { items, page: query.page, limit: query.limit, total };
}
