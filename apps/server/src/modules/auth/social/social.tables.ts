import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { tenantIdColumn } from '../../tenants';
import { userIdColumn } from '../auth.tables';

/**
 * The OpenID Connect providers a domain offers for signing in (set by an operator); the client
 * secret is kept sealed with a key derived from the server's secret.
 */
export const signInProviders = pgTable(
  'sign_in_providers',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    slug: text().notNull(),
    displayName: text().notNull(),
    issuer: text().notNull(),
    clientId: text().notNull(),
    clientSecretSealed: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    unique('sign_in_providers_tenant_slug_key').on(table.tenantId, table.slug),
    check('sign_in_providers_slug_check', sql`${table.slug} ~ '^[a-z0-9-]{2,30}$'`),
  ],
);

/** A user's account at a provider (its issuer's `sub`), linked once its email was proved to be theirs. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    userId: userIdColumn(),
    provider: text().notNull(),
    subject: text().notNull(),
    email: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    lastSignedInAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    unique('user_identities_tenant_provider_subject_key').on(table.tenantId, table.provider, table.subject),
    unique('user_identities_user_provider_key').on(table.userId, table.provider),
    index('user_identities_user_idx').on(table.tenantId, table.userId),
  ],
);

export type SignInProviderRow = typeof signInProviders.$inferSelect;
export type UserIdentityRow = typeof userIdentities.$inferSelect;
