import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantIdColumn } from '../../tenants';
import { userIdColumn } from '../auth.tables';

/**
 * A user's two-factor recovery codes: only an Argon2 hash of each is kept. A code is spent by setting
 * used_at; making new codes deletes the old ones.
 */
export const recoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    userId: userIdColumn(),
    codeHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('two_factor_recovery_codes_user_idx').on(table.tenantId, table.userId)],
);
