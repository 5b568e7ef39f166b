import { describe, expect, it } from 'vitest';
import { createActionKeys, sendWithKey } from './action-key';

function counter() {
  let next = 0;
  return () => {
    next += 1;
    return `key-${next}`;
  };
}

const networkError = { status: 0, code: null, message: null, fieldErrors: {} };
const refusal = { status: 422, code: 'WF-1', message: 'Insufficient funds', fieldErrors: {} };

describe('action keys', () => {
  it('gives a double click of the same action the same key', () => {
    const keys = createActionKeys(counter());
    expect(keys.keyFor({ amount: '10.00' })).toBe('key-1');
    expect(keys.keyFor({ amount: '10.00' })).toBe('key-1');
  });

  it('keeps the key for a retry after the network failed or the server broke', () => {
    const keys = createActionKeys(counter());
    keys.keyFor({ amount: '10.00' });
    keys.settle(networkError);
    expect(keys.keyFor({ amount: '10.00' })).toBe('key-1');
    keys.settle({ ...networkError, status: 503 });
    expect(keys.keyFor({ amount: '10.00' })).toBe('key-1');
  });

  it('makes a new key once the server answered, taken or refused', () => {
    const keys = createActionKeys(counter());
    keys.keyFor({ amount: '10.00' });
    keys.settle();
    expect(keys.keyFor({ amount: '10.00' })).toBe('key-2');
    keys.settle(refusal);
    expect(keys.keyFor({ amount: '10.00' })).toBe('key-3');
  });

  it('makes a new key for a changed action', () => {
    const keys = createActionKeys(counter());
    keys.keyFor({ amount: '10.00' });
    keys.settle(networkError);
    expect(keys.keyFor({ amount: '12.00' })).toBe('key-2');
  });
});

describe('sending an action with its key', () => {
  it('sends a retry after a lost answer under the same key, and a new action after an answer under a new one', async () => {
    const keys = createActionKeys(counter());
    const sent: string[] = [];
    const lost = (key: string) => {
      sent.push(key);
      return Promise.reject(networkError);
    };
    const answered = (key: string) => {
      sent.push(key);
      return Promise.resolve('taken');
    };
    await expect(sendWithKey(keys, { amount: '10.00' }, lost)).rejects.toBe(networkError);
    await expect(sendWithKey(keys, { amount: '10.00' }, answered)).resolves.toBe('taken');
    await sendWithKey(keys, { amount: '10.00' }, answered);
    expect(sent).toEqual(['key-1', 'key-1', 'key-2']);
  });
});
