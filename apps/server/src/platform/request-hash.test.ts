import { describe, expect, it } from 'vitest';
import { requestHash } from './request-hash';

describe('requestHash', () => {
  it('is the same for the same request whatever the order of its keys', () => {
    expect(requestHash({ kind: 'withdrawal', metadata: { wallet: '0xabc', chain: 'eth' } })).toBe(
      requestHash({ metadata: { chain: 'eth', wallet: '0xabc' }, kind: 'withdrawal' }),
    );
  });

  it('tells apart amounts, order of postings and types that print alike', () => {
    const base = requestHash({
      postings: [
        ['a', 100n],
        ['b', -100n],
      ],
    });
    expect(
      requestHash({
        postings: [
          ['a', 101n],
          ['b', -101n],
        ],
      }),
    ).not.toBe(base);
    expect(
      requestHash({
        postings: [
          ['b', -100n],
          ['a', 100n],
        ],
      }),
    ).not.toBe(base);
    expect(requestHash({ amount: '1' })).not.toBe(requestHash({ amount: 1 }));
  });

  it('ignores absent fields, as JSON does', () => {
    expect(requestHash({ kind: 'fee', metadata: undefined })).toBe(requestHash({ kind: 'fee' }));
  });
});
