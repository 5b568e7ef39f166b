import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from './secret-box';

describe('sealed authenticator secrets', () => {
  const serverSecret = randomBytes(48);
  const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

  it('never stores the secret as written and opens back to it', () => {
    const sealed = sealSecret(serverSecret, secret);
    expect(sealed).not.toContain(secret);
    expect(sealSecret(serverSecret, secret)).not.toBe(sealed);
    expect(openSecret(serverSecret, sealed)).toBe(secret);
  });

  it('does not open with another server secret or after a change', () => {
    const sealed = sealSecret(serverSecret, secret);
    expect(openSecret(randomBytes(48), sealed)).toBeNull();
    const [version, iv, data, tag] = sealed.split(':');
    const altered = [version, iv, `${data?.slice(0, -2)}AA`, tag].join(':');
    expect(openSecret(serverSecret, altered)).toBeNull();
    expect(openSecret(serverSecret, secret)).toBeNull();
  });
});
