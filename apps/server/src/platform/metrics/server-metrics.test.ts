import { describe, expect, it } from 'vitest';
import { parsePrometheusText, sumOf } from '../../../test/prometheus-text';
import { createServerMetrics, type ServerMetrics } from './server-metrics';

const scrape = async (metrics: ServerMetrics) => parsePrometheusText(await metrics.registry.metrics());

describe('the metrics of one process', () => {
  it('reads the outbox backlog once a scrape for both of its gauges', async () => {
    const metrics = createServerMetrics();
    let reads = 0;
    metrics.reportOutboxBacklog(async () => {
      reads += 1;
      return { pending: 3, oldestAgeSeconds: 42.5 };
    });
    const families = await scrape(metrics);
    expect(reads).toBe(1);
    expect(sumOf(families, 'outbox_pending_events')).toBe(3);
    expect(sumOf(families, 'outbox_oldest_pending_age_seconds')).toBe(42.5);
  });

  it('still answers when the backlog cannot be read, with no value (NaN) for it', async () => {
    const metrics = createServerMetrics();
    metrics.reportOutboxBacklog(() => Promise.reject(new Error('connection refused')));
    const families = await scrape(metrics);
    expect(sumOf(families, 'outbox_pending_events')).toBeNaN();
    expect(families.has('process_cpu_user_seconds_total')).toBe(true);
  });

  it("reports the pool's connections as the pool counts them at the scrape", async () => {
    const metrics = createServerMetrics();
    const pool = { totalCount: 4, idleCount: 1, waitingCount: 0 };
    metrics.reportConnectionPool(pool);
    pool.waitingCount = 2;
    const families = await scrape(metrics);
    expect(sumOf(families, 'database_pool_connections')).toBe(4);
    expect(sumOf(families, 'database_pool_idle_connections')).toBe(1);
    expect(sumOf(families, 'database_pool_waiting_requests')).toBe(2);
  });

  it('sums the websocket clients of every trading server until each closes', async () => {
    const metrics = createServerMetrics();
    metrics.countWebsocketClients(() => 2);
    const stopCounting = metrics.countWebsocketClients(() => 5);
    expect(sumOf(await scrape(metrics), 'trading_websocket_clients')).toBe(7);
    stopCounting();
    expect(sumOf(await scrape(metrics), 'trading_websocket_clients')).toBe(2);
  });

  it('labels order batches by whether they committed', async () => {
    const metrics = createServerMetrics();
    metrics.observeOrderBatch(0.004, true);
    metrics.observeOrderBatch(0.2, false);
    const families = await scrape(metrics);
    const count = (outcome: string) => sumOf(families, 'trading_order_batch_duration_seconds_count', { outcome });
    expect([count('committed'), count('rolled_back')]).toEqual([1, 1]);
    expect(sumOf(families, 'trading_order_batch_duration_seconds_bucket', { outcome: 'committed', le: '0.005' })).toBe(
      1,
    );
  });
});
