import type { FastifyInstance } from 'fastify';
import { Gauge, Histogram, type Registry } from 'prom-client';
import type { ConnectionPoolCounts } from '../db/database';
import type { OutboxBacklog } from '../events/outbox-backlog';
import { createHttpMetrics, type HttpMetrics, type HttpRole } from './http-metrics';
import { createRegistryWithProcessMetrics } from './process-metrics';

/**
 * The metrics of one process (one AppContext), served at GET /metrics in Prometheus' text format.
 * A metric is registered when the process first runs what it measures, so each role's process shows
 * its own: requests on api and trading, order batches and websockets on trading, the outbox backlog
 * on the worker, the connection pool wherever the database is PostgreSQL. `npm start` runs every
 * role in one process, whose every port then shows them all.
 */
export interface ServerMetrics {
  readonly registry: Registry;
  /** Counts and times every answer of a role's server (http-metrics.ts). */
  instrumentHttp(app: FastifyInstance, role: HttpRole): void;
  /** How long one batch of a market's writer took to write (its one transaction), and whether it committed. */
  observeOrderBatch(seconds: number, isCommitted: boolean): void;
  /** Adds a trading server's open websockets to the count; the answer takes them out (its server closed). */
  countWebsocketClients(read: () => number): () => void;
  /** Reports the outbox's backlog, read at each scrape: by the worker, which relays it (once a process). */
  reportOutboxBacklog(read: () => Promise<OutboxBacklog>): void;
  /** Reports a PostgreSQL pool's connections, read at each scrape (once a process). */
  reportConnectionPool(pool: ConnectionPoolCounts): void;
}

/** A batch is a few milliseconds when healthy; its buckets reach from 1 ms to 5 s. */
const orderBatchBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** Both gauges of one scrape share one query; a failed query reports NaN (no value) rather than failing the scrape. */
function createBacklogGauges(registry: Registry, read: () => Promise<OutboxBacklog>): void {
  let reading: Promise<OutboxBacklog> | null = null;
  const readOncePerScrape = () => {
    reading ??= read()
      .catch(() => ({ pending: Number.NaN, oldestAgeSeconds: Number.NaN }))
      .finally(() => {
        reading = null;
      });
    return reading;
  };
  new Gauge({
    name: 'outbox_pending_events',
    help: 'Outbox events written and not yet delivered (neither published nor given up on)',
    registers: [registry],
    async collect() {
      this.set((await readOncePerScrape()).pending);
    },
  });
  new Gauge({
    name: 'outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest outbox event not yet delivered; 0 when none waits',
    registers: [registry],
    async collect() {
      this.set((await readOncePerScrape()).oldestAgeSeconds);
    },
  });
}

function createPoolGauges(registry: Registry, pool: ConnectionPoolCounts): void {
  const gauges = [
    ['database_pool_connections', 'Connections the PostgreSQL pool holds, busy or idle', () => pool.totalCount],
    ['database_pool_idle_connections', 'Connections of the PostgreSQL pool waiting for a query', () => pool.idleCount],
    [
      'database_pool_waiting_requests',
      'Queries waiting for a connection of the PostgreSQL pool',
      () => pool.waitingCount,
    ],
  ] as const;
  for (const [name, help, read] of gauges) {
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  }
}

/** The gauge of websocket clients: the sum, at each scrape, of what every trading server in the set reads. */
function createWebsocketClientsGauge(registry: Registry): Set<() => number> {
  const readers = new Set<() => number>();
  new Gauge({
    name: 'trading_websocket_clients',
    help: 'Websocket clients connected to the trading host (GET /ws)',
    registers: [registry],
    collect() {
      this.set([...readers].reduce((sum, read) => sum + read(), 0));
    },
  });
  return readers;
}

export function createServerMetrics(): ServerMetrics {
  const registry = createRegistryWithProcessMetrics();
  let http: HttpMetrics | undefined;
  let orderBatches: Histogram<'outcome'> | undefined;
  let websocketReaders: Set<() => number> | undefined;

  return {
    registry,
    instrumentHttp(app, role) {
      http ??= createHttpMetrics(registry);
      http.instrument(app, role);
    },
    observeOrderBatch(seconds, isCommitted) {
      orderBatches ??= new Histogram({
        name: 'trading_order_batch_duration_seconds',
        help: "Time a market's writer took to write one batch of orders and cancels (its one transaction), by outcome",
        labelNames: ['outcome'],
        buckets: orderBatchBuckets,
        registers: [registry],
      });
      orderBatches.observe({ outcome: isCommitted ? 'committed' : 'rolled_back' }, seconds);
    },
    countWebsocketClients(read) {
      websocketReaders ??= createWebsocketClientsGauge(registry);
      const readers = websocketReaders;
      readers.add(read);
      return () => {
        readers.delete(read);
      };
    },
    reportOutboxBacklog(read) {
      createBacklogGauges(registry, read);
    },
    reportConnectionPool(pool) {
      createPoolGauges(registry, pool);
    },
  };
}
