import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import { login, nextIp, registerUser, testPassword } from '../auth.test-factories';
import { totpCode } from './totp';

/**
 * Sign-ins racing with one recovery code. On PostgreSQL (TEST_DATABASE_URL) they run in parallel on
 * the pool's connections and meet at the code's row lock; on PGlite they interleave.
 */

const t = useTestApp();

describe('concurrent sign-ins with one recovery code', () => {
  it('ten sign-ins at once with the same code: exactly one succeeds', async () => {
    const user = await registerUser(t);
    const post = (url: string, token: string, payload: object) =>
      call(t.api, { method: 'POST', url, token, remoteAddress: nextIp(), payload });
    const { secret } = (await post('/v1/2fa/generateSecret', user.token, {})).json().payload;
    const enabled = await post('/v1/2fa/enable2fa', user.token, {
      secret,
      one_time_password: await totpCode(secret, t.clock.now()),
    });
    const [code = ''] = enabled.json().payload.recovery_codes as string[];
    const challenges: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      const response = await login(t, { email: user.email, password: testPassword });
      challenges.push(response.json().payload.access_token);
    }

    const responses = await Promise.all(
      challenges.map((challenge) => post('/v1/2fa/recovery', challenge, { recovery_code: code })),
    );

    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    for (const refused of responses.filter((response) => response.statusCode !== 200)) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toHaveProperty('recovery_code');
    }
    const status = await call(t.api, { method: 'GET', url: '/v1/2fa', token: user.token });
    expect(status.json().payload.recovery_codes_remaining).toBe(9);
  });
});
