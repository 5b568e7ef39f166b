import { describe, expect, it } from 'vitest';
import { type TallyInput, tallyProposal } from './tally';

const resolution = [
  { key: 'for', label: 'For' },
  { key: 'against', label: 'Against' },
  { key: 'abstain', label: 'Abstain' },
];

const tally = (sums: Record<string, number>, overrides: Partial<TallyInput> = {}) =>
  tallyProposal({
    kind: 'resolution',
    options: resolution,
    sums: Object.entries(sums).map(([option, weight]) => ({ option, weightUnits: BigInt(weight), ballots: 1 })),
    outstandingUnits: 1000n,
    quorumBps: 5000,
    ...overrides,
  });

describe('the tally of a proposal', () => {
  it('lists every option, those nobody chose at zero, in the order of the proposal', () => {
    const result = tally({ against: 700 });
    expect(result.options.map((option) => [option.key, option.weightUnits, option.ballots])).toEqual([
      ['for', 0n, 0],
      ['against', 700n, 1],
      ['abstain', 0n, 0],
    ]);
    expect(result).toMatchObject({ votedUnits: 700n, ballots: 1, outcome: 'decided', winningOption: 'against' });
  });

  it('counts abstentions towards the quorum but never as the winner', () => {
    expect(tally({ abstain: 450, for: 60, against: 50 })).toMatchObject({
      isQuorumReached: true,
      outcome: 'decided',
      winningOption: 'for',
    });
    expect(tally({ abstain: 600 })).toMatchObject({ isQuorumReached: true, outcome: 'tied', winningOption: null });
  });

  it('needs the quorum share of the outstanding weight, rounded up to a whole unit', () => {
    expect(tally({ for: 499 }, { quorumBps: 4995 }).quorumUnits).toBe(500n);
    expect(tally({ for: 499 }, { quorumBps: 4995 })).toMatchObject({ isQuorumReached: false, outcome: 'no_quorum' });
    expect(tally({ for: 500 }, { quorumBps: 4995 })).toMatchObject({ isQuorumReached: true, outcome: 'decided' });
  });

  it('decides nothing when nobody voted, even with no quorum asked', () => {
    expect(tally({}, { quorumBps: 0 })).toMatchObject({ ballots: 0, isQuorumReached: false, outcome: 'no_quorum' });
  });

  it('lets every option of a choice win, and calls an even top a tie', () => {
    const choice = {
      kind: 'choice' as const,
      options: [
        { key: 'option-1', label: 'A' },
        { key: 'option-2', label: 'B' },
      ],
    };
    expect(tally({ 'option-2': 600 }, choice)).toMatchObject({ outcome: 'decided', winningOption: 'option-2' });
    expect(tally({ 'option-1': 300, 'option-2': 300 }, choice)).toMatchObject({ outcome: 'tied' });
  });
});
