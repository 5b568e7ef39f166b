import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { login, nextIp, uniqueEmail } from './testing';

/** A test server whose browser journeys all come from one address turns the per-address limits off. */
const t = useTestApp({ env: { RATE_LIMITS: 'off' } });

describe('RATE_LIMITS=off', () => {
  it('answers every sign-in attempt from one address, past the ten a minute it otherwise allows', async () => {
    const remoteAddress = nextIp();
    for (let i = 0; i < 15; i += 1) {
      const attempt = await login(t, { email: uniqueEmail(), password: 'Wrong password 1' }, { remoteAddress });
      expect(attempt.statusCode).toBe(400);
    }
  });
});
