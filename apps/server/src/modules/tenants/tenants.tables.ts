import type {
  BankReceivingAccount,
  IpoRestriction,
  MetaTag,
  PaymentRule,
  RegistrationStep,
  ThemeConfig,
} from '@invest/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** A domain (tenant): its company, look, wording and the configuration its features read. */
export const tenants = pgTable(
  'tenants',
  {
    id: uuid().primaryKey().defaultRandom(),
    slug: text().notNull().unique(),
    companyName: text().notNull(),
    termsUrl: text(),
    termsPolicyId: integer().notNull().default(1),
    termsVersion: integer().notNull().default(1),
    themeConfig: jsonb().$type<ThemeConfig>().notNull().default({}),
    configs: jsonb().$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    metaTags: jsonb().$type<MetaTag[]>().notNull().default([]),
    wording: jsonb().$type<Record<string, string>>().notNull().default({}),
    registrationSteps: jsonb().$type<RegistrationStep[]>(),
    ipoRestriction: jsonb().$type<IpoRestriction>(),
    paymentRules: jsonb().$type<PaymentRule[]>().notNull().default([]),
    /** Where investors send bank transfers; null until the domain's administrator sets it. */
    bankAccount: jsonb().$type<BankReceivingAccount>(),
    isDefault: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('tenants_one_default_idx').on(table.isDefault).where(sql`is_default`)],
);

/** Every host name a tenant answers on (lower case, with port when not the default). */
export const tenantHosts = pgTable(
  'tenant_hosts',
  {
    host: text().primaryKey(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    isPrimary: boolean().notNull().default(false),
  },
  (table) => [index('tenant_hosts_tenant_idx').on(table.tenantId)],
);
