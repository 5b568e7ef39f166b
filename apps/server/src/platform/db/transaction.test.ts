import { describe, expect, it } from 'vitest';
import { inSequence } from './transaction';

const after = <T>(ms: number, value: T, fails = false) =>
  new Promise<T>((resolve, reject) =>
    setTimeout(() => (fails ? reject(new Error(String(value))) : resolve(value)), ms),
  );

describe('inSequence', () => {
  it('answers every statement’s result in the order the statements were given', async () => {
    await expect(inSequence([after(5, 'first'), after(1, 2), Promise.resolve(null)])).resolves.toEqual([
      'first',
      2,
      null,
    ]);
  });

  it('fails with the first failure in their order, once the statements after it have ended too', async () => {
    const ended: string[] = [];
    const slow = after(20, 'slow').finally(() => ended.push('slow'));
    const outcome = inSequence([after(1, 'root cause', true), after(2, 'aborted after it', true), slow]);
    await expect(outcome).rejects.toThrow('root cause');
    expect(ended).toEqual(['slow']);
  });
});
