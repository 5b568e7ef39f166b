import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../test/test-app';
import { nextIp, registrationBody } from './auth.test-factories';

const t = useTestApp({ env: { REGISTRATIONS_PER_HOUR: '3' }, tenants: { 'beta.test': 'Beta' } });

const register = async (host?: string) =>
  call(t.api, {
    method: 'POST',
    url: '/v1/register',
    host,
    remoteAddress: nextIp(),
    payload: await registrationBody(t),
  });

describe('registrations per domain', () => {
  it('limits sign-ups to one domain from all addresses together, not those of another domain', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await register()).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await register();
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3000);
    expect((await register('beta.test')).statusCode).toBe(200);
  });

  it('does not count a request its validation refuses', async () => {
    const refused = await call(t.api, {
      method: 'POST',
      url: '/v1/register',
      host: 'beta.test',
      remoteAddress: nextIp(),
      payload: { email: 'not an email' },
    });
    expect(refused.statusCode).toBe(400);
    expect((await register('beta.test')).statusCode).toBe(200);
    expect((await register('beta.test')).statusCode).toBe(200);
  });
});
