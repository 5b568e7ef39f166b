import type { ProposalKind, ProposalOutcome } from '@invest/contracts';
import { mulDivRound } from '@invest/money';

export interface TallyInput {
  kind: ProposalKind;
  options: readonly { key: string; label: string }[];
  /** The weight cast per option and the number of ballots behind it; options nobody chose may be absent. */
  sums: readonly { option: string; weightUnits: bigint; ballots: number }[];
  outstandingUnits: bigint;
  quorumBps: number;
}

export interface Tally {
  options: { key: string; label: string; weightUnits: bigint; ballots: number }[];
  votedUnits: bigint;
  ballots: number;
  /** The least voted weight that reaches the quorum. */
  quorumUnits: bigint;
  isQuorumReached: boolean;
  outcome: ProposalOutcome;
  winningOption: string | null;
}

const basisPoints = 10_000n;

/** Options that can win: every option of a choice; for and against of a resolution (abstaining counts to the quorum only). */
const competes = (kind: ProposalKind, key: string) => kind === 'choice' || key !== 'abstain';

/**
 * The totals of a proposal's ballots and the outcome they make: no quorum when the voted weight is
 * below the quorum's share of the outstanding weight, else the competing option with the most weight,
 * or a tie when two or more share the most.
 */
export function tallyProposal(input: TallyInput): Tally {
  const options = input.options.map((option) => {
    const sum = input.sums.find((item) => item.option === option.key);
    return { ...option, weightUnits: sum?.weightUnits ?? 0n, ballots: sum?.ballots ?? 0 };
  });
  const votedUnits = options.reduce((total, option) => total + option.weightUnits, 0n);
  const ballots = options.reduce((total, option) => total + option.ballots, 0);
  const quorumUnits = mulDivRound(input.outstandingUnits, BigInt(input.quorumBps), basisPoints, 'up');
  const isQuorumReached = ballots > 0 && votedUnits >= quorumUnits;
  const base = { options, votedUnits, ballots, quorumUnits, isQuorumReached };
  if (!isQuorumReached) return { ...base, outcome: 'no_quorum', winningOption: null };
  const competing = options.filter((option) => competes(input.kind, option.key));
  const most = competing.reduce((max, option) => (option.weightUnits > max ? option.weightUnits : max), 0n);
  const leaders = competing.filter((option) => option.weightUnits === most);
  const [leader] = leaders;
  if (leaders.length !== 1 || !leader) return { ...base, outcome: 'tied', winningOption: null };
  return { ...base, outcome: 'decided', winningOption: leader.key };
}
