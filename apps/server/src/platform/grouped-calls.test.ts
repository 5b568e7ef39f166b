import { describe, expect, it } from 'vitest';
import { groupedPerTurn } from './grouped-calls';

describe('calls grouped per turn of the event loop', () => {
  it('run together when made in one turn, each answered with its own output', async () => {
    const runs: number[][] = [];
    const double = groupedPerTurn(async (inputs: number[]) => {
      runs.push(inputs);
      return inputs.map((input) => input * 2);
    });
    expect(await Promise.all([double(1), double(2), double(3)])).toEqual([2, 4, 6]);
    expect(await double(4)).toBe(8);
    expect(runs).toEqual([[1, 2, 3], [4]]);
  });

  it('fail together when their run fails, and the next turn runs again', async () => {
    let fail = true;
    const call = groupedPerTurn(async (inputs: string[]) => {
      if (fail) throw new Error('the database is down');
      return inputs.map((input) => input.toUpperCase());
    });
    const failed = await Promise.allSettled([call('a'), call('b')]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await call('c')).toBe('C');
  });

  it('refuse a run that answers another number of outputs than it was given inputs', async () => {
    const call = groupedPerTurn(async (inputs: number[]) => inputs.slice(1));
    await expect(Promise.all([call(1), call(2)])).rejects.toThrow('another number of outputs');
  });
});
