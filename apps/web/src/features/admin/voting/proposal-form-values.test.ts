import { describe, expect, it } from 'vitest';
import { initialProposalValues, isoOfLocal, localInputOf, proposalRequestOf } from './proposal-form-values';

describe('the new-proposal form', () => {
  it('sends a choice its options one a line, without blank lines, and a resolution none', () => {
    const values = { ...initialProposalValues(new Date()), kind: 'choice' as const, options: ' Blue \n\nGreen\n' };
    expect(proposalRequestOf(values).options).toEqual(['Blue', 'Green']);
    expect(proposalRequestOf({ ...values, kind: 'resolution' }).options).toEqual([]);
  });

  it('sends the local times as ISO times of the same moment', () => {
    const moment = new Date('2026-05-04T09:30:00Z');
    expect(isoOfLocal(localInputOf(moment))).toBe('2026-05-04T09:30:00.000Z');
    expect(isoOfLocal('')).toBe('');
  });
});
