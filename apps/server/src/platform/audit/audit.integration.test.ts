import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusal } from '../../../test/database-refusal';
import { createTestDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../db/database';
import { inTransaction } from '../db/transaction';
import { type AuditEntry, listAuditEvents, platformActor, recordAudit } from './audit';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const entryOf = (tenantId: string, objectId: string): AuditEntry => ({
  tenantId,
  actor: { userId: randomUUID(), ip: '203.0.113.7' },
  action: 'order.reject',
  object: { kind: 'order', id: objectId },
  subjectUserId: randomUUID(),
  reason: 'Likely a typing error',
  before: { status: '0', quantity: 3n },
  after: { status: '8' },
});

describe('the audit trail', () => {
  it('keeps an entry when the change it records commits, and none when it rolls back', async () => {
    const tenantId = randomUUID();
    await inTransaction(database.db, (tx) => recordAudit(tx, entryOf(tenantId, 'kept')));
    await expect(
      inTransaction(database.db, async (tx) => {
        await recordAudit(tx, entryOf(tenantId, 'rolled-back'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');

    const events = await listAuditEvents(database.db, tenantId, { limit: 10 });
    expect(events.map((event) => event.objectId)).toEqual(['kept']);
    expect(events[0]).toMatchObject({
      actorIp: '203.0.113.7',
      reason: 'Likely a typing error',
      before: { status: '0', quantity: '3' },
      after: { status: '8' },
    });
  });

  it('cannot be changed, deleted or emptied by the application', async () => {
    const tenantId = randomUUID();
    await inTransaction(database.db, (tx) => recordAudit(tx, entryOf(tenantId, 'fixed')));
    for (const statement of [
      sql`update audit_events set reason = 'nothing happened' where tenant_id = ${tenantId}`,
      sql`delete from audit_events where tenant_id = ${tenantId}`,
      sql`truncate audit_events`,
    ]) {
      expect(await refusal(database.db.execute(statement))).toContain('append-only');
    }
    const [event] = await listAuditEvents(database.db, tenantId, { limit: 10 });
    expect(event?.reason).toBe('Likely a typing error');
  });

  it('reads one tenant’s entries, newest first, about one investor or one object, a page at a time', async () => {
    const tenantId = randomUUID();
    const entries = ['a', 'b', 'c'].map((id) => entryOf(tenantId, id));
    await inTransaction(database.db, (tx) => recordAudit(tx, ...entries, { ...entryOf(randomUUID(), 'other tenant') }));
    await inTransaction(database.db, (tx) =>
      recordAudit(tx, { ...entryOf(tenantId, 'by the platform'), actor: platformActor }),
    );

    const all = await listAuditEvents(database.db, tenantId, { limit: 10 });
    expect(all.map((event) => event.objectId)).toEqual(['by the platform', 'c', 'b', 'a']);
    expect(all[0]).toMatchObject({ actorUserId: null, actorIp: null });
    const page = await listAuditEvents(database.db, tenantId, { limit: 2, beforeId: all[1]?.id });
    expect(page.map((event) => event.objectId)).toEqual(['b', 'a']);
    const aboutB = await listAuditEvents(database.db, tenantId, { object: { kind: 'order', id: 'b' }, limit: 10 });
    expect(aboutB.map((event) => event.objectId)).toEqual(['b']);
    const subject = entries[2]?.subjectUserId ?? '';
    const aboutInvestor = await listAuditEvents(database.db, tenantId, { subjectUserId: subject, limit: 10 });
    expect(aboutInvestor.map((event) => event.objectId)).toEqual(['c']);
  });
});
