import { localErrorReportsDsn } from '@invest/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startFakeSentry } from '../../../../test/fake-sentry';
import { call, defaultTestHost, useFake, useTestApp } from '../../../../test/test-app';
import { createSignedInUser, nextIp } from '../../auth/testing';
import { errorEvent, sentryEnvelope } from './monitoring.test-factories';

const sentry = useFake(startFakeSentry);
const reportingHost = 'reporting.test';
const otherHost = 'other.test';
const domainDsn = 'https://0123456789abcdef@o42.ingest.sentry.io/4501';
const t = useTestApp(
  {
    env: () => ({ SENTRY_RELAY_URL: sentry.url }),
    tenants: { [reportingHost]: 'Reporting Co', [otherHost]: 'Other Co' },
  },
  async () => {
    const { token } = await createSignedInUser(t, { host: reportingHost, roles: ['super-admin'] });
    const response = await call(t.api, {
      method: 'POST',
      url: '/v1/ihq/domains/settings',
      host: reportingHost,
      token,
      payload: { configs: { error_reporting_dsn: domainDsn } },
    });
    expect(response.statusCode, response.body).toBe(200);
  },
);

const localDsn = localErrorReportsDsn(defaultTestHost);

const sendEnvelope = (
  body: Buffer | string,
  options: { host?: string; contentType?: string | null; remoteAddress?: string } = {},
) =>
  call(t.api, {
    method: 'POST',
    url: '/monitoring',
    payload: body,
    remoteAddress: options.remoteAddress ?? nextIp(),
    ...(options.host && { host: options.host }),
    headers: options.contentType === null ? {} : { 'content-type': options.contentType ?? 'text/plain;charset=UTF-8' },
  });

async function listReports(token: string, query = '') {
  const response = await call(t.api, { method: 'GET', url: `/v1/admin/error-reports${query}`, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload as { items: Record<string, unknown>[]; next_before: string | null };
}

const storedCount = async () => {
  const result = (await t.context.database.db.execute(sql`select count(*)::int as count from error_reports`)) as {
    rows: { count: number }[];
  };
  return result.rows[0]?.count ?? 0;
};

describe('the error-reporting tunnel', () => {
  it("keeps a domain's error events when it has no DSN, and lists them to its administrators newest first", async () => {
    const first = errorEvent({ message: 'first', exception: undefined });
    const second = errorEvent({ level: 'warning' });
    expect((await sendEnvelope(sentryEnvelope(localDsn, [{ type: 'event', payload: first }]))).json()).toEqual({
      success: true,
      message: 'OK',
      payload: { outcome: 'stored' },
    });
    t.clock.advance(1000);
    const envelope = sentryEnvelope(localDsn, [
      { type: 'session', payload: { sid: 'x', status: 'ok' } },
      { type: 'event', payload: second },
    ]);
    expect((await sendEnvelope(envelope, { contentType: null })).json().payload).toEqual({ outcome: 'stored' });

    const admin = await createSignedInUser(t, { roles: ['admin'] });
    const page = await listReports(admin.token, '?limit=1');
    expect(page.items).toEqual([
      {
        id: expect.any(String),
        received_at: t.clock.now().toISOString(),
        event_id: second.event_id,
        level: 'warning',
        message: "TypeError: Cannot read properties of undefined (reading 'price')",
        url: 'https://main.test/dashboard',
        release: '1.49.1',
      },
    ]);
    const next = await listReports(admin.token, `?limit=1&before=${encodeURIComponent(page.next_before ?? '')}`);
    expect(next.items.map((item) => [item.event_id, item.message])).toEqual([[first.event_id, 'first']]);
  });

  it('answers with nothing kept for an envelope without error events, such as a session update', async () => {
    const response = await sendEnvelope(sentryEnvelope(localDsn, [{ type: 'session', payload: { sid: 'x' } }]));
    expect(response.json().payload).toEqual({ outcome: 'ignored' });
  });

  it('shows the reports to administrators of their own domain only', async () => {
    await sendEnvelope(sentryEnvelope(localDsn, [{ type: 'event', payload: errorEvent({ message: 'main only' }) }]));
    const investor = await createSignedInUser(t);
    const refused = await call(t.api, { method: 'GET', url: '/v1/admin/error-reports', token: investor.token });
    expect(refused.statusCode).toBe(403);
    expect((await call(t.api, { method: 'GET', url: '/v1/admin/error-reports' })).statusCode).toBe(401);
    const otherAdmin = await createSignedInUser(t, { host: otherHost, roles: ['admin'] });
    const other = await call(t.api, {
      method: 'GET',
      url: '/v1/admin/error-reports',
      host: otherHost,
      token: otherAdmin.token,
    });
    expect(other.json().payload).toEqual({ items: [], next_before: null });
  });

  it("sends a domain's envelope to its DSN's project through the outbox, byte for byte, and keeps nothing", async () => {
    const before = await storedCount();
    const replaySegment = Buffer.from([0x78, 0x9c, 0x00, 0x0a, 0xff, 0x0a, 0x01]);
    const envelope = sentryEnvelope(domainDsn, [
      { type: 'event', payload: errorEvent() },
      { type: 'replay_recording', bytes: replaySegment },
    ]);
    const response = await sendEnvelope(envelope, { host: reportingHost, contentType: null });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payload).toEqual({ outcome: 'forwarded' });
    expect(sentry.received).toHaveLength(0);

    await t.drainOutbox();
    expect(sentry.received).toEqual([
      { projectId: '4501', contentType: 'application/x-sentry-envelope', body: envelope },
    ]);
    expect(await storedCount()).toBe(before);
  });

  it.each([
    ['a DSN host other than the configured one', 'https://0123456789abcdef@attacker.example/4501'],
    ['the same host on another port', 'https://0123456789abcdef@o42.ingest.sentry.io:8443/4501'],
    ['another project of the same host', 'https://0123456789abcdef@o42.ingest.sentry.io/4502'],
    ["the platform's own DSN", localErrorReportsDsn(reportingHost)],
  ])('refuses an envelope naming %s, and sends and keeps nothing', async (_label, dsn) => {
    const before = { sent: sentry.received.length, stored: await storedCount() };
    const response = await sendEnvelope(sentryEnvelope(dsn, [{ type: 'event', payload: errorEvent() }]), {
      host: reportingHost,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'VALIDATION',
      errors: { dsn: [expect.any(String)] },
    });
    await t.drainOutbox();
    expect({ sent: sentry.received.length, stored: await storedCount() }).toEqual(before);
  });

  it('refuses the envelope of a domain without a DSN that names an outside service', async () => {
    const before = await storedCount();
    const response = await sendEnvelope(sentryEnvelope(domainDsn, [{ type: 'event', payload: errorEvent() }]));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('dsn');
    expect(await storedCount()).toBe(before);
  });

  it.each([
    [
      'over 200 KiB',
      sentryEnvelope(localDsn, [{ type: 'event', payload: errorEvent({ message: 'x'.repeat(210_000) }) }]),
      413,
    ],
    ['no JSON header', Buffer.from('not an envelope\n{"type":"event"}\n{}'), 400],
    ['a header without a DSN', Buffer.from('{"event_id":"abc"}\n{"type":"event"}\n{}\n'), 400],
    ['a DSN that is no URL', Buffer.from('{"dsn":"sentry please"}\n'), 400],
    ['an item header that is not JSON', Buffer.from(`{"dsn":"${localDsn}"}\n{type: event}\n{}\n`), 400],
    [
      'an item longer than what follows',
      Buffer.from(`{"dsn":"${localDsn}"}\n{"type":"event","length":500}\n{}\n`),
      400,
    ],
    ['an event that is not a JSON object', Buffer.from(`{"dsn":"${localDsn}"}\n{"type":"event"}\n[1,2]\n`), 400],
    ['an empty body', Buffer.alloc(0), 400],
  ])('refuses a body with %s', async (_label, body, status) => {
    const before = await storedCount();
    const response = await sendEnvelope(body);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
    expect(await storedCount()).toBe(before);
  });

  it('refuses a JSON or form body with 415', async () => {
    for (const contentType of ['application/json', 'application/x-www-form-urlencoded']) {
      const response = await sendEnvelope(JSON.stringify({ dsn: localDsn }), { contentType });
      expect(response.statusCode, contentType).toBe(415);
    }
  });

  it('limits how many envelopes one address sends in a minute', async () => {
    const envelope = sentryEnvelope(localDsn, []);
    const remoteAddress = nextIp();
    for (let sent = 0; sent < 120; sent += 1) {
      expect((await sendEnvelope(envelope, { remoteAddress })).statusCode).toBe(200);
    }
    const refused = await sendEnvelope(envelope, { remoteAddress });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe("a domain's error-reporting settings", () => {
  it.each([
    ['http://0123456789abcdef@o42.ingest.sentry.io/4501'],
    ['https://0123456789abcdef:secret@o42.ingest.sentry.io/4501'],
    ['https://o42.ingest.sentry.io/4501'],
    ['https://0123456789abcdef@o42.ingest.sentry.io/api/4501'],
    ['https://0123456789abcdef@o42.ingest.sentry.io/4501?x=1'],
    [localErrorReportsDsn('o42.ingest.sentry.io')],
  ])('refuses %s as a DSN', async (dsn) => {
    const { token } = await createSignedInUser(t, { host: otherHost, roles: ['super-admin'] });
    const response = await call(t.api, {
      method: 'POST',
      url: '/v1/ihq/domains/settings',
      host: otherHost,
      token,
      payload: { configs: { error_reporting_dsn: dsn } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty(['configs.error_reporting_dsn']);
  });

  it('gives the browser the DSN and leaves session recording off until the domain turns it on', async () => {
    const settings = await call(t.api, { method: 'GET', url: '/v1/ihq/domains/settings', host: reportingHost });
    expect(settings.json().payload.configs).toEqual({ error_reporting_dsn: domainDsn });
    const { token } = await createSignedInUser(t, { host: otherHost, roles: ['super-admin'] });
    const refused = await call(t.api, {
      method: 'POST',
      url: '/v1/ihq/domains/settings',
      host: otherHost,
      token,
      payload: { configs: { session_recording: 'yes' } },
    });
    expect(refused.json().errors).toHaveProperty(['configs.session_recording']);
  });
});
