import { pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../auth';
import { tenantIdColumn } from '../../tenants';
import { markets } from '../markets/markets.tables';

/** A market an investor bookmarked (SPEC 3 bookmarkedAssets), kept on the server so every device shows it. */
export const marketBookmarks = pgTable(
  'market_bookmarks',
  {
    tenantId: tenantIdColumn(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    marketId: uuid()
      .notNull()
      .references(() => markets.id),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ name: 'market_bookmarks_pkey', columns: [table.userId, table.marketId] })],
);
