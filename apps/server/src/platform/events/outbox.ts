import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { namedStatement, param } from '../db/named-statement';
import type { EventBus } from './bus';
import { outboxEvents } from './outbox.tables';

export interface OutboxEvent {
  tenantId: string | null;
  topic: string;
  payload: unknown;
}

/**
 * A job the relay runs for its topic (mail delivery, for one); such events are not announced. It runs
 * in the relay's transaction `tx`, which marks the event done: what the job writes through `tx`
 * commits with that mark, exactly once (on PGlite, its one connection is that transaction's).
 */
export type OutboxHandler = (event: OutboxEvent, tx: Database) => Promise<void>;

/**
 * What a module reads of another module's events, whatever else becomes of them (announced on the
 * bus, or another module's job): it runs in the relay's transaction too, before the job or the
 * announcement, so what it writes through `tx` commits with the event's mark, and a failure retries
 * the whole event. A watcher that writes must be idempotent: a retried event is watched again.
 */
export type OutboxWatcher = OutboxHandler;

const maxAttempts = 8;

const enqueueStatement = namedStatement(
  'outbox_enqueue',
  sql`insert into ${outboxEvents} (${sql.identifier('tenant_id')}, ${sql.identifier('topic')}, ${sql.identifier('payload')})
    values (${param('tenantId')}::uuid, ${param('topic')}, ${param('payload')}::jsonb)`,
);

/** Writes an event in the caller's transaction: it is announced only if that transaction commits. */
export async function enqueueEvent(tx: Database, event: OutboxEvent): Promise<void> {
  await enqueueStatement(tx, { tenantId: event.tenantId, topic: event.topic, payload: JSON.stringify(event.payload) });
}

/** Writes many events in the caller's transaction in one statement (their one parameter is them as JSON). */
export async function enqueueEvents(tx: Database, events: readonly OutboxEvent[]): Promise<void> {
  if (events.length === 0) return;
  const rows = JSON.stringify(
    events.map((event) => ({ tenant_id: event.tenantId, topic: event.topic, payload: event.payload })),
  );
  await tx.execute(sql`insert into ${outboxEvents} (tenant_id, topic, payload)
    select e.tenant_id, e.topic, e.payload
    from rows from (jsonb_to_recordset(${rows}::jsonb) as (tenant_id uuid, topic text, payload jsonb))
      with ordinality as e(tenant_id, topic, payload, n)
    order by e.n`);
}

export interface OutboxRelay {
  /** Relays what is due now; returns how many events were handled. */
  drain(): Promise<number>;
  /** Asks the running relay to look for new events at once. */
  wake(): void;
  /** Makes events of `topic` a job the relay runs (a module that starts after the relay). */
  handle(topic: string, handler: OutboxHandler): void;
  /** Runs `watcher` for every event of `topic` as well; a topic may have several watchers. */
  watch(topic: string, watcher: OutboxWatcher): void;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

export function createOutboxRelay(options: {
  db: Database;
  bus: EventBus;
  handlers: Record<string, OutboxHandler>;
  now: () => Date;
  onError: (error: unknown, event: OutboxEvent) => void;
}): OutboxRelay {
  const { db, bus } = options;
  const handlers: Record<string, OutboxHandler> = { ...options.handlers };
  const watchers = new Map<string, OutboxWatcher[]>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = true;

  async function handleBatch(): Promise<number> {
    return db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(outboxEvents)
        .where(
          and(
            isNull(outboxEvents.publishedAt),
            isNull(outboxEvents.failedAt),
            or(isNull(outboxEvents.nextAttemptAt), lte(outboxEvents.nextAttemptAt, options.now())),
          ),
        )
        .orderBy(asc(outboxEvents.id))
        .limit(100)
        .for('update', { skipLocked: true });
      for (const row of due) {
        const event: OutboxEvent = { tenantId: row.tenantId, topic: row.topic, payload: row.payload };
        try {
          // A savepoint per event: a failing job's writes are undone, and the batch's transaction stays usable.
          await tx.transaction(async (savepoint) => {
            const eventTx = savepoint as unknown as Database;
            for (const watcher of watchers.get(row.topic) ?? []) await watcher(event, eventTx);
            const job = handlers[row.topic];
            if (job) await job(event, eventTx);
            else await bus.publish(event);
            await savepoint.update(outboxEvents).set({ publishedAt: options.now() }).where(eq(outboxEvents.id, row.id));
          });
        } catch (error) {
          options.onError(error, event);
          const attempts = row.attempts + 1;
          await tx
            .update(outboxEvents)
            .set({
              attempts,
              lastError: error instanceof Error ? error.message : String(error),
              nextAttemptAt: new Date(options.now().getTime() + 1000 * 2 ** attempts),
              failedAt: attempts >= maxAttempts ? options.now() : null,
            })
            .where(eq(outboxEvents.id, row.id));
        }
      }
      return due.length;
    });
  }

  async function drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const handled = await handleBatch();
      total += handled;
      if (handled < 100) return total;
    }
  }

  function run() {
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => {
        options.onError(error, { tenantId: null, topic: 'outbox', payload: null });
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          run();
        }
      });
  }

  return {
    drain,
    wake() {
      if (!stopped) run();
    },
    handle(topic, handler) {
      if (handlers[topic]) throw new Error(`the outbox topic ${topic} has a job already`);
      handlers[topic] = handler;
    },
    watch(topic, watcher) {
      watchers.set(topic, [...(watchers.get(topic) ?? []), watcher]);
    },
    start(intervalMs = 500) {
      stopped = false;
      timer = setInterval(run, intervalMs);
      timer.unref();
      run();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
