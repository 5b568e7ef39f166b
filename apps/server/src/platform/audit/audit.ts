import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { auditEvents } from './audit.tables';

/** Who an audited action is by: an administrator and the address they acted from, or the platform (both null). */
export interface AuditActor {
  userId: string | null;
  ip: string | null;
}

/** The platform itself acting: a provider's answer, a scheduled job. */
export const platformActor: AuditActor = { userId: null, ip: null };

/** The signed-in caller of a request as an audit actor. */
export function auditActorOf(request: Pick<FastifyRequest, 'auth' | 'ip'>): AuditActor {
  return { userId: request.auth?.userId ?? null, ip: request.ip };
}

/** One entry of the trail: what was done to which object, for whom, why, and what it was before and after. */
export interface AuditEntry {
  tenantId: string;
  actor: AuditActor;
  action: string;
  object: { kind: string; id: string };
  subjectUserId?: string | null;
  reason?: string | null;
  before?: unknown;
  after?: unknown;
}

/** What the trail says of one action, as the console reads it. */
export type AuditEvent = typeof auditEvents.$inferSelect;

/**
 * Writes entries of the trail in the caller's transaction (`tx`), so that they commit or roll back
 * with the change they record. JSON values are stored as given; bigints as decimal strings.
 */
export async function recordAudit(tx: Database, ...entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(auditEvents).values(
    entries.map((entry) => ({
      tenantId: entry.tenantId,
      actorUserId: entry.actor.userId,
      actorIp: entry.actor.ip,
      action: entry.action,
      objectKind: entry.object.kind,
      objectId: entry.object.id,
      subjectUserId: entry.subjectUserId ?? null,
      reason: entry.reason ?? null,
      before: jsonOf(entry.before),
      after: jsonOf(entry.after),
    })),
  );
}

/**
 * What `before` held of each field that `after` sets (null for a field it lacked): the `before` of
 * an entry about a change of some of an object's fields.
 */
export function valuesBefore(before: object, after: object): Record<string, unknown> {
  const old = before as Record<string, unknown>;
  return Object.fromEntries(Object.keys(after).map((key) => [key, old[key] ?? null]));
}

/** A value as JSON can hold it: bigints as decimal strings, undefined as null. */
function jsonOf(value: unknown): unknown {
  if (value === undefined) return null;
  return JSON.parse(JSON.stringify(value, (_key, item) => (typeof item === 'bigint' ? item.toString() : item)));
}

/** Which part of a domain's trail to read: about one investor, or one object; newest first, before an id. */
export interface AuditFilter {
  subjectUserId?: string;
  object?: { kind: string; id: string };
  actorUserId?: string;
  /** Only entries older than this id (the last of the page before). */
  beforeId?: number;
  limit: number;
}

/** A page of the domain's trail, newest first. */
export function listAuditEvents(db: Database, tenantId: string, filter: AuditFilter): Promise<AuditEvent[]> {
  const conditions: SQL[] = [eq(auditEvents.tenantId, tenantId)];
  if (filter.subjectUserId) conditions.push(eq(auditEvents.subjectUserId, filter.subjectUserId));
  if (filter.actorUserId) conditions.push(eq(auditEvents.actorUserId, filter.actorUserId));
  if (filter.object) {
    conditions.push(eq(auditEvents.objectKind, filter.object.kind), eq(auditEvents.objectId, filter.object.id));
  }
  if (filter.beforeId !== undefined) conditions.push(lt(auditEvents.id, filter.beforeId));
  return db
    .select()
    .from(auditEvents)
    .where(and(...conditions))
    .orderBy(desc(auditEvents.id))
    .limit(filter.limit);
}
