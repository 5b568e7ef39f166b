import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.tables';

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id),
    email: text().notNull(),
    passwordHash: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    companyName: text(),
    userType: text().$type<'Individual' | 'Entity'>().notNull(),
    countryId: integer(),
    roles: text().array().notNull().default(sql`'{investor}'::text[]`),
    investorId: text(),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    confirmationSentAt: timestamp({ withTimezone: true }),
    totpSecret: text(),
    totpEnabledAt: timestamp({ withTimezone: true }),
    totpLastStep: bigint({ mode: 'number' }),
    referralCode: text(),
    giftCardCode: text(),
    registrationCompleted: boolean().notNull().default(false),
    lastStep: text(),
    registrationStepsCompletedAt: jsonb().$type<Record<string, string>>().notNull().default({}),
    signupRewardUnits: bigint({ mode: 'bigint' }),
    signupRewardGrantedAt: timestamp({ withTimezone: true }),
    passwordChangedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('users_tenant_email_key').on(table.tenantId, table.email),
    unique('users_tenant_investor_key').on(table.tenantId, table.investorId),
    check('users_user_type_check', sql`${table.userType} in ('Individual', 'Entity')`),
    check('users_email_lower_check', sql`${table.email} = lower(${table.email})`),
  ],
);

/** A signed-in device: a family of access tokens that rotate on refresh. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: uuid().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text().notNull().default(''),
    ip: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp({ withTimezone: true }),
    revokeReason: text(),
  },
  (table) => [index('auth_sessions_user_idx').on(table.userId)],
);

/** One issued access token (its jti); refreshing revokes it and issues its successor. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid().primaryKey(),
    sessionId: uuid()
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    scope: text().$type<'full' | 'two-factor'>().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    refreshableUntil: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    replacedBy: uuid(),
  },
  (table) => [index('auth_tokens_session_idx').on(table.sessionId)],
);
