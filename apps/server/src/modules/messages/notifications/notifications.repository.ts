import type { NotificationKind } from '@invest/contracts';
import { and, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { selectRows } from '../../../platform/db/raw-rows';
import { notifications } from './notifications.tables';

export type NotificationRow = typeof notifications.$inferSelect;

export interface UserScope {
  tenantId: string;
  userId: string;
}

/** A notification to make for one user; `sourceKey` names what it tells of, so it is made once. */
export interface NotificationDraft {
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
  sourceKey: string;
}

const ofUser = (scope: UserScope) =>
  and(eq(notifications.tenantId, scope.tenantId), eq(notifications.userId, scope.userId));

/** `text` as a LIKE pattern that matches it anywhere, its own %, _ and \ taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** One page of the user's notifications, newest first; with `keyword`, only those whose title or text holds it. */
export async function findNotificationPage(
  db: Database,
  scope: UserScope,
  keyword: string | undefined,
  paging: { limit: number; offset: number },
): Promise<{ rows: NotificationRow[]; total: number }> {
  const matches: SQL | undefined = keyword
    ? or(ilike(notifications.title, containing(keyword)), ilike(notifications.body, containing(keyword)))
    : undefined;
  const where = and(ofUser(scope), matches);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ total: count() }).from(notifications).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function countUnread(db: Database, scope: UserScope): Promise<number> {
  const [counted] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(ofUser(scope), isNull(notifications.readAt)));
  return counted?.unread ?? 0;
}

/** The unread counts of several users of one domain (a user with none is absent). */
export async function countUnreadOf(db: Database, tenantId: string, userIds: readonly string[]) {
  const rows = await db
    .select({ userId: notifications.userId, unread: count() })
    .from(notifications)
    .where(
      and(
        eq(notifications.tenantId, tenantId),
        inArray(notifications.userId, [...userIds]),
        isNull(notifications.readAt),
      ),
    )
    .groupBy(notifications.userId);
  return new Map(rows.map((row) => [row.userId, row.unread]));
}

/**
 * Makes the drafts' notifications in one statement (their one parameter is them as JSON), skipping
 * any whose user was told of its source already; returns those it made.
 */
export async function insertNotifications(
  tx: Database,
  tenantId: string,
  drafts: readonly NotificationDraft[],
  createdAt: Date,
): Promise<NotificationRow[]> {
  if (drafts.length === 0) return [];
  const rows = JSON.stringify(
    drafts.map((draft) => ({
      user_id: draft.userId,
      kind: draft.kind,
      title: draft.title,
      body: draft.body,
      link: draft.link,
      source_key: draft.sourceKey,
    })),
  );
  const made = await selectRows<{ id: string }>(
    tx,
    sql`
    insert into ${notifications} (tenant_id, user_id, kind, title, body, link, source_key, created_at)
    select ${tenantId}::uuid, d.user_id, d.kind, d.title, d.body, d.link, d.source_key, ${createdAt.toISOString()}::timestamptz
    from rows from (jsonb_to_recordset(${rows}::jsonb)
      as (user_id uuid, kind text, title text, body text, link text, source_key text))
      with ordinality as d(user_id, kind, title, body, link, source_key, n)
    order by d.n
    on conflict (tenant_id, user_id, source_key) do nothing
    returning id`,
  );
  const ids = made.map((row) => row.id);
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(notifications)
    .where(and(eq(notifications.tenantId, tenantId), inArray(notifications.id, ids)));
}

/** Deletes one of the user's notifications; false when the user has none of that id. */
export async function deleteNotification(db: Database, scope: UserScope, id: string): Promise<boolean> {
  const deleted = await db
    .delete(notifications)
    .where(and(ofUser(scope), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return deleted.length > 0;
}

export async function deleteAllNotifications(db: Database, scope: UserScope): Promise<void> {
  await db.delete(notifications).where(ofUser(scope));
}

/** Marks the user's unread notifications read at `at`: those of `ids`, or all of them. */
export async function markNotificationsRead(
  db: Database,
  scope: UserScope,
  ids: readonly string[] | undefined,
  at: Date,
): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(ofUser(scope), isNull(notifications.readAt), ids ? inArray(notifications.id, [...ids]) : undefined));
}
