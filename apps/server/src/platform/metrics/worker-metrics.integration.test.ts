import { describe, expect, it } from 'vitest';
import { parsePrometheusText, sumOf } from '../../../test/prometheus-text';
import { useResource, useTestApp } from '../../../test/test-app';
import { startWorker } from '../../app';
import { outboxEvents } from '../events/outbox.tables';

const token = 'scraper-token-0123456789';
const t = useTestApp({ env: { METRICS_PORT: '0', METRICS_TOKEN: token, HOST: '127.0.0.1' } });
const worker = useResource(
  () => startWorker(t.context),
  (started) => started.stop(),
);

const metricsUrl = (path = '/metrics') => `http://127.0.0.1:${worker.metricsPort}${path}`;
const withToken = (given: string) => ({ headers: { authorization: `Bearer ${given}` } });

describe("the worker's metrics listener (METRICS_PORT)", () => {
  it("serves the outbox backlog, and the pool's connections on PostgreSQL, to the scraper with the token", async () => {
    await t.context.database.db.insert(outboxEvents).values({
      topic: 'metrics.test.waiting',
      payload: {},
      createdAt: new Date(Date.now() - 60_000),
      nextAttemptAt: new Date('2100-01-01T00:00:00Z'),
    });
    const response = await fetch(metricsUrl(), withToken(token));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const families = parsePrometheusText(await response.text());

    expect(sumOf(families, 'outbox_pending_events')).toBeGreaterThanOrEqual(1);
    expect(sumOf(families, 'outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(59);
    expect(families.has('process_resident_memory_bytes')).toBe(true);
    const poolGauges = [
      'database_pool_connections',
      'database_pool_idle_connections',
      'database_pool_waiting_requests',
    ];
    const isPostgres = t.context.database.kind === 'postgres';
    expect(poolGauges.filter((name) => families.has(name))).toEqual(isPostgres ? poolGauges : []);
    if (isPostgres) expect(sumOf(families, 'database_pool_connections')).toBeGreaterThanOrEqual(1);
  });

  it('refuses a scraper without the token, or with another, even on this machine', async () => {
    for (const init of [{}, withToken('not-the-scraper-token'), { headers: { authorization: token } }]) {
      const response = await fetch(metricsUrl(), init);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    }
  });

  it('serves nothing else', async () => {
    const response = await fetch(metricsUrl('/healthz'), withToken(token));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});

describe('GET /metrics on the api role with METRICS_TOKEN set', () => {
  it('answers the token from any address, and refuses its absence', async () => {
    const publicCaller = { method: 'GET', url: '/metrics', remoteAddress: '203.0.113.7' } as const;
    expect((await t.api.inject({ ...publicCaller, ...withToken(token) })).statusCode).toBe(200);
    expect((await t.api.inject(publicCaller)).statusCode).toBe(401);
    expect((await t.api.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
  });
});
