import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../db/database';
import { inTransaction } from '../db/transaction';
import { type BusMessage, createInProcessBus } from './bus';
import { createOutboxRelay, enqueueEvent, enqueueEvents, type OutboxHandler } from './outbox';
import { outboxEvents } from './outbox.tables';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

function relayWith(handlers: Record<string, OutboxHandler> = {}) {
  const bus = createInProcessBus();
  const clock = createTestClock();
  const announced: BusMessage[] = [];
  const errors: unknown[] = [];
  const relay = createOutboxRelay({
    db: database.db,
    bus,
    handlers,
    now: () => clock.now(),
    onError: (error) => errors.push(error),
  });
  return {
    relay,
    bus,
    clock,
    announced,
    errors,
    listen: (topic: string) => bus.subscribe(topic, (m) => announced.push(m)),
  };
}

describe('the outbox', () => {
  it('announces an event once its transaction commits, and only once', async () => {
    const { relay, announced, listen } = relayWith();
    listen('order.noted');
    await inTransaction(database.db, (tx) =>
      enqueueEvent(tx, { tenantId: null, topic: 'order.noted', payload: { id: 1 } }),
    );
    await relay.drain();
    await relay.drain();
    expect(announced.map((message) => message.payload)).toEqual([{ id: 1 }]);
  });

  it('announces many events written in one statement, each once and in the order written', async () => {
    const { relay, announced, listen } = relayWith();
    listen('order.batched');
    const events = Array.from({ length: 250 }, (_, id) => ({
      tenantId: null,
      topic: 'order.batched',
      payload: { id },
    }));
    await inTransaction(database.db, (tx) => enqueueEvents(tx, events));
    await relay.drain();
    await relay.drain();
    expect(announced.map((message) => message.payload)).toEqual(events.map((event) => event.payload));
  });

  it('never announces an event whose transaction rolled back', async () => {
    const { relay, announced, listen } = relayWith();
    listen('order.dropped');
    await expect(
      inTransaction(database.db, async (tx) => {
        await enqueueEvent(tx, { tenantId: null, topic: 'order.dropped', payload: {} });
        throw new Error('business rule refused');
      }),
    ).rejects.toThrow('business rule refused');
    await relay.drain();
    expect(announced).toEqual([]);
  });

  it('retries a failing job later instead of losing it', async () => {
    let failuresLeft = 1;
    const delivered: unknown[] = [];
    const { relay, clock, errors } = relayWith({
      'mail.test': async (event) => {
        if (failuresLeft > 0) {
          failuresLeft -= 1;
          throw new Error('smtp down');
        }
        delivered.push(event.payload);
      },
    });
    await inTransaction(database.db, (tx) =>
      enqueueEvent(tx, { tenantId: null, topic: 'mail.test', payload: { to: 'a@b.c' } }),
    );
    await relay.drain();
    expect(delivered).toEqual([]);
    expect(errors).toHaveLength(1);
    clock.advance(60_000);
    await relay.drain();
    expect(delivered).toEqual([{ to: 'a@b.c' }]);
  });

  it('runs the watchers of an event beside its announcement, and retries both when a watcher fails', async () => {
    const { relay, clock, errors, announced, listen } = relayWith();
    listen('order.watched');
    let failuresLeft = 1;
    const seen: unknown[] = [];
    relay.watch('order.watched', async (event) => {
      seen.push(['first', event.payload]);
    });
    relay.watch('order.watched', async (event) => {
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new Error('watcher down');
      }
      seen.push(['second', event.payload]);
    });
    await inTransaction(database.db, (tx) =>
      enqueueEvent(tx, { tenantId: null, topic: 'order.watched', payload: { id: 7 } }),
    );
    await relay.drain();
    expect(announced).toEqual([]);
    expect(errors).toHaveLength(1);
    clock.advance(60_000);
    await relay.drain();
    await relay.drain();
    expect(announced.map((message) => message.payload)).toEqual([{ id: 7 }]);
    expect(seen).toEqual([
      ['first', { id: 7 }],
      ['first', { id: 7 }],
      ['second', { id: 7 }],
    ]);
  });

  it('undoes what a failing job wrote, counts its attempt, and still runs the other events of its batch', async () => {
    const delivered: unknown[] = [];
    const { relay, errors } = relayWith({
      'job.half-done': async (_event, tx) => {
        await enqueueEvent(tx, { tenantId: null, topic: 'job.side-effect', payload: {} });
        await tx.execute(sql`select 1 / 0`);
      },
      'job.fine': async (event) => {
        delivered.push(event.payload);
      },
    });
    await inTransaction(database.db, (tx) =>
      enqueueEvents(tx, [
        { tenantId: null, topic: 'job.half-done', payload: {} },
        { tenantId: null, topic: 'job.fine', payload: { id: 1 } },
      ]),
    );
    await relay.drain();
    expect(delivered).toEqual([{ id: 1 }]);
    expect(errors).toHaveLength(1);
    const rows = await database.db
      .select({ topic: outboxEvents.topic, attempts: outboxEvents.attempts, publishedAt: outboxEvents.publishedAt })
      .from(outboxEvents)
      .where(inArray(outboxEvents.topic, ['job.half-done', 'job.side-effect']));
    expect(rows).toEqual([{ topic: 'job.half-done', attempts: 1, publishedAt: null }]);
  });
});
