import type { AuditEvent as AuditEventDto, AuditPage, AuditQuery } from '@invest/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { type AuditEvent, listAuditEvents } from '../../../platform/audit/audit';
import type { AuthContext } from '../../../platform/http/context';
import { users } from '../../auth';
import type { AdminDeps } from '../admin.deps';

/** The emails of the administrators who acted in `events`, by user id. */
async function actorEmailsOf(deps: AdminDeps, tenantId: string, events: readonly AuditEvent[]) {
  const ids = [...new Set(events.flatMap((event) => (event.actorUserId ? [event.actorUserId] : [])))];
  if (ids.length === 0) return new Map<string, string>();
  const rows = await deps.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, ids)));
  return new Map(rows.map((row) => [row.id, row.email]));
}

const toDto = (event: AuditEvent, emails: ReadonlyMap<string, string>): AuditEventDto => ({
  id: event.id,
  at: event.at.toISOString(),
  actor_user_id: event.actorUserId,
  actor_email: event.actorUserId ? (emails.get(event.actorUserId) ?? null) : null,
  actor_ip: event.actorIp,
  action: event.action,
  object_kind: event.objectKind,
  object_id: event.objectId,
  subject_user_id: event.subjectUserId,
  reason: event.reason,
  before: event.before,
  after: event.after,
});

/** GET admin/audit: a page of the administrator's domain's trail, newest first, as the query narrows it. */
export async function readAuditTrail(deps: AdminDeps, admin: AuthContext, query: AuditQuery): Promise<AuditPage> {
  const events = await listAuditEvents(deps.db, admin.tenantId, {
    subjectUserId: query.user_id,
    object: query.object_kind && query.object_id ? { kind: query.object_kind, id: query.object_id } : undefined,
    beforeId: query.before,
    limit: query.limit,
  });
  const emails = await actorEmailsOf(deps, admin.tenantId, events);
  const last = events.at(-1);
  return {
    items: events.map((event) => toDto(event, emails)),
    next_before: events.length === query.limit && last ? last.id : null,
  };
}
