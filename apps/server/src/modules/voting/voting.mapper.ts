import type { AdminProposal, Ballot, Proposal, ProposalState, ProposalTotals } from '@invest/contracts';
import { formatUnits, scaleOf } from '@invest/money';
import type { Tally } from './tally';
import type { BallotRow, ProposalRow } from './voting.repository';

/** What state the proposal is in at `now`: a scheduled one is open between its opening and closing times. */
export function proposalStateAt(row: Pick<ProposalRow, 'state' | 'opensAt'>, now: Date): ProposalState {
  if (row.state !== 'scheduled') return row.state;
  return now < row.opensAt ? 'scheduled' : 'open';
}

export const weightOf = (row: Pick<ProposalRow, 'asset'>, units: bigint) => formatUnits(units, scaleOf(row.asset));

export function toProposal(row: ProposalRow, now: Date): Proposal {
  return {
    id: row.id,
    asset: row.asset,
    title: row.title,
    text: row.text,
    kind: row.kind,
    options: row.options,
    record_date: row.recordDate.toISOString(),
    opens_at: row.opensAt.toISOString(),
    closes_at: row.closesAt.toISOString(),
    quorum_percent: row.quorumBps / 100,
    state: proposalStateAt(row, now),
    result:
      row.outcome && row.closedAt
        ? { outcome: row.outcome, winning_option: row.winningOption, closed_at: row.closedAt.toISOString() }
        : null,
  };
}

export function toTotals(row: ProposalRow, tally: Tally): ProposalTotals {
  const weight = (units: bigint) => weightOf(row, units);
  return {
    options: tally.options.map((option) => ({
      key: option.key,
      label: option.label,
      weight: weight(option.weightUnits),
      ballots: option.ballots,
    })),
    voted_weight: weight(tally.votedUnits),
    outstanding_weight: weight(row.outstandingUnits),
    holders: row.holderCount,
    ballots: tally.ballots,
    quorum_weight: weight(tally.quorumUnits),
    is_quorum_reached: tally.isQuorumReached,
  };
}

export function toBallot(proposal: ProposalRow, ballot: BallotRow): Ballot {
  return {
    option: ballot.option,
    weight: weightOf(proposal, ballot.weightUnits),
    receipt: {
      ballot_id: ballot.id,
      hash: ballot.hash,
      revision: ballot.revision,
      cast_at: ballot.castAt.toISOString(),
    },
  };
}

export function toAdminProposal(row: ProposalRow, tally: Tally, now: Date): AdminProposal {
  return {
    ...toProposal(row, now),
    totals: toTotals(row, tally),
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
  };
}
