import { describe, expect, it } from 'vitest';
import { startFakeMixpanel } from '../../../../test/fake-mixpanel';
import { call, useFake, useTestApp } from '../../../../test/test-app';
import { createSignedInUser } from '../../auth/testing';

const token = 'mixpanel-project-token';
const mixpanel = useFake(startFakeMixpanel);
const t = useTestApp({ env: () => ({ MIXPANEL_TOKEN: token, MIXPANEL_API_URL: mixpanel.url }) });

const send = (payload: object, options: { token?: string; headers?: Record<string, string> } = {}) =>
  call(t.api, { method: 'POST', url: '/v1/mixpanel/event', payload, ...options });

const today = () => t.clock.now().toISOString().slice(0, 10);

async function countsOf(event: string) {
  const admin = await createSignedInUser(t, { roles: ['admin'] });
  const response = await call(t.api, {
    method: 'GET',
    url: `/v1/admin/analytics?from=${today()}&to=${today()}`,
    token: admin.token,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload.items.filter((item: { event: string }) => item.event === event);
}

describe('product analytics', () => {
  it('counts an event per day and sends it to Mixpanel under a hash of the account, not who it is', async () => {
    const investor = await createSignedInUser(t);
    const event = { event: 'Order form opened', properties: { market: 'ACME-USD', step: 2, from_chart: true } };
    const first = await send(event, { token: investor.token });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().payload).toEqual({ recorded: true });
    expect((await send(event)).statusCode).toBe(200);

    expect(await countsOf('Order form opened')).toEqual([{ day: today(), event: 'Order form opened', count: 2 }]);
    await t.drainOutbox();
    const sent = mixpanel.received.flatMap((batch) => batch.events).filter((item) => item.event === event.event);
    expect(sent).toHaveLength(2);
    expect(sent[0]?.properties).toMatchObject({
      ...event.properties,
      token,
      distinct_id: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(sent[1]?.properties.distinct_id).toBe('anonymous');
    expect(JSON.stringify(sent)).not.toContain(investor.id);
    expect(JSON.stringify(sent)).not.toContain(investor.email);
    expect(mixpanel.received.every((batch) => batch.query === '?ip=0')).toBe(true);
  });

  it('keeps and sends nothing for a browser that asks not to be tracked', async () => {
    const before = mixpanel.received.length;
    for (const headers of [{ dnt: '1' }, { 'sec-gpc': '1' }] as Record<string, string>[]) {
      const response = await send({ event: 'Not tracked' }, { headers });
      expect(response.statusCode).toBe(200);
      expect(response.json().payload).toEqual({ recorded: false });
    }
    await t.drainOutbox();
    expect(mixpanel.received.length).toBe(before);
    expect(await countsOf('Not tracked')).toEqual([]);
  });

  it.each([
    [{ event: 'Signed up', properties: { email: 'ada@example.com' } }, 'properties.email'],
    [{ event: 'Signed up', properties: { first_name: 'Ada' } }, 'properties.first_name'],
    [{ event: 'Deposit made', properties: { deposit_amount: '100' } }, 'properties.deposit_amount'],
    [{ event: 'Deposit made', properties: { size: 2500 } }, 'properties.size'],
    [{ event: 'Referred', properties: { who: 'ada@example.com' } }, 'properties.who'],
    [{ event: 'Nested', properties: { page: { path: '/x' } } }, 'properties.page'],
    [{ event: '', properties: {} }, 'event'],
    [{ event: 'Extra', data: 1 }, ''],
  ])('refuses %j with a 400 and counts nothing', async (payload, field) => {
    const response = await send(payload);
    expect(response.statusCode, response.body).toBe(400);
    if (field) expect(Object.keys(response.json().errors)).toContain(field);
    const event = (payload as { event: string }).event;
    if (event) expect(await countsOf(event)).toEqual([]);
  });

  it('shows the counts to administrators only, over a range of at most a year', async () => {
    const investor = await createSignedInUser(t);
    const url = `/v1/admin/analytics?from=${today()}&to=${today()}`;
    expect((await call(t.api, { method: 'GET', url, token: investor.token })).statusCode).toBe(403);
    const admin = await createSignedInUser(t, { roles: ['admin'] });
    const tooLong = await call(t.api, {
      method: 'GET',
      url: '/v1/admin/analytics?from=2025-01-01&to=2026-03-02',
      token: admin.token,
    });
    expect(tooLong.statusCode).toBe(400);
    const backwards = await call(t.api, {
      method: 'GET',
      url: '/v1/admin/analytics?from=2026-03-02&to=2026-03-01',
      token: admin.token,
    });
    expect(backwards.statusCode).toBe(400);
  });
});
