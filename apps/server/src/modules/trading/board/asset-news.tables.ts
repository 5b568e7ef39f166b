import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../auth';
import { tenantIdColumn } from '../../tenants';

/** A news item about an instrument (a market's base asset), written by an administrator of the domain. */
export const assetNews = pgTable(
  'asset_news',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    asset: text().notNull(),
    title: text().notNull(),
    summary: text().notNull(),
    /** Where the full story is, an https address; null when the summary is all of it. */
    url: text(),
    source: text(),
    publishedAt: timestamp({ withTimezone: true }).notNull(),
    createdBy: uuid()
      .notNull()
      .references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    index('asset_news_tenant_asset_published_idx').on(table.tenantId, table.asset, table.publishedAt),
    index('asset_news_tenant_published_idx').on(table.tenantId, table.publishedAt),
    check('asset_news_title_check', sql`char_length(${table.title}) between 1 and 200`),
    check('asset_news_summary_check', sql`char_length(${table.summary}) between 1 and 2000`),
    check('asset_news_url_check', sql`${table.url} is null or ${table.url} ~ '^https://'`),
  ],
);
