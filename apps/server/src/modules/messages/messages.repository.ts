import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { contactMessages, ignoredMessages } from './messages.tables';

export type NewContactMessage = typeof contactMessages.$inferInsert;
export type ContactMessageRow = typeof contactMessages.$inferSelect;

export interface UserScope {
  tenantId: string;
  userId: string;
}

export async function insertContactMessage(tx: Database, values: NewContactMessage): Promise<ContactMessageRow> {
  const [row] = await tx.insert(contactMessages).values(values).returning();
  if (!row) throw new Error('contact message insert returned no row');
  return row;
}

const ofUser = (scope: UserScope) =>
  and(eq(ignoredMessages.tenantId, scope.tenantId), eq(ignoredMessages.userId, scope.userId));

export async function findIgnoredMessageIds(db: Database, scope: UserScope): Promise<string[]> {
  const rows = await db
    .select({ messageId: ignoredMessages.messageId })
    .from(ignoredMessages)
    .where(ofUser(scope))
    .orderBy(asc(ignoredMessages.messageId));
  return rows.map((row) => row.messageId);
}

/** Adds the id to the user's list; an id already in it stays as it was. */
export async function insertIgnoredMessage(db: Database, scope: UserScope, messageId: string, at: Date): Promise<void> {
  await db
    .insert(ignoredMessages)
    .values({ ...scope, messageId, createdAt: at })
    .onConflictDoNothing({ target: [ignoredMessages.userId, ignoredMessages.messageId] });
}
