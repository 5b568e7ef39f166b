import { describe, expect, it } from 'vitest';
import { isPrivateAddress } from './metrics-access';

describe('the addresses /metrics answers without a token', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.254',
    '192.168.1.20',
    '::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '::ffff:10.2.3.4',
  ])('takes %s for this machine or its private network', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['203.0.113.7', '172.32.0.1', '192.169.0.1', '8.8.8.8', '2001:db8::1', '::ffff:203.0.113.7'])(
    'takes %s for the internet',
    (address) => {
      expect(isPrivateAddress(address)).toBe(false);
    },
  );
});
