import type { AllocationMethod, OfferingState, SecurityType, Workflow } from '@invest/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { userIdColumn, users } from '../../auth';
import { tenantIdColumn } from '../../tenants';

const units = (name: string) => bigint(name, { mode: 'bigint' });

/**
 * An issuer's offering of shares of `asset` for `quote_asset` (issue 18). Amounts are base units of
 * the quote asset; the database holds the terms' order as well as the service.
 */
export const offerings = pgTable(
  'offerings',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    name: text().notNull(),
    issuerName: text().notNull(),
    summary: text().notNull(),
    asset: text().notNull(),
    quoteAsset: text().notNull(),
    workflow: text().$type<Workflow>().notNull(),
    securityType: text().$type<SecurityType>().notNull(),
    priceUnits: units('price_units'),
    priceLowUnits: units('price_low_units'),
    priceHighUnits: units('price_high_units'),
    minInvestmentUnits: units('min_investment_units').notNull(),
    maxInvestmentUnits: units('max_investment_units'),
    targetRaiseUnits: units('target_raise_units').notNull(),
    maxRaiseUnits: units('max_raise_units').notNull(),
    opensAt: timestamp({ withTimezone: true }).notNull(),
    closesAt: timestamp({ withTimezone: true }).notNull(),
    accreditedOnly: boolean().notNull(),
    restrictedCountries: text().array().notNull().default(sql`'{}'::text[]`),
    /** The risks investors read before they commit: plain paragraphs, blank lines between them. */
    riskText: text().notNull().default(''),
    state: text().$type<OfferingState>().notNull(),
    allocationMethod: text().$type<AllocationMethod>().notNull().default('pro_rata'),
    /** The seed of a random allocation, drawn at closing and kept so the allocation can be re-run. */
    allocationSeed: text(),
    /** Goes up by one with every change of the material terms of an open offering. */
    termsVersion: integer().notNull().default(1),
    createdBy: uuid()
      .notNull()
      .references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    unique('offerings_tenant_asset_key').on(table.tenantId, table.asset),
    index('offerings_tenant_state_idx').on(table.tenantId, table.state, table.closesAt),
    check(
      'offerings_state_check',
      sql`${table.state} in ('draft', 'upcoming', 'open', 'priced', 'closing', 'funded', 'listed', 'cancelled', 'failed')`,
    ),
    check('offerings_allocation_method_check', sql`${table.allocationMethod} in ('pro_rata', 'random')`),
    check('offerings_workflow_check', sql`${table.workflow} in ('ipo', 'listx', 'reg_cf')`),
    check(
      'offerings_price_check',
      sql`(${table.priceUnits} is not null and ${table.priceUnits} > 0) or (${table.workflow} = 'ipo' and ${table.priceLowUnits} > 0 and ${table.priceHighUnits} > ${table.priceLowUnits})`,
    ),
    check('offerings_range_check', sql`(${table.priceLowUnits} is null) = (${table.priceHighUnits} is null)`),
    check(
      'offerings_investment_check',
      sql`${table.minInvestmentUnits} > 0 and (${table.maxInvestmentUnits} is null or ${table.maxInvestmentUnits} >= ${table.minInvestmentUnits})`,
    ),
    check(
      'offerings_raise_check',
      sql`${table.targetRaiseUnits} > 0 and ${table.maxRaiseUnits} >= ${table.targetRaiseUnits}`,
    ),
    check('offerings_dates_check', sql`${table.closesAt} > ${table.opensAt}`),
  ],
);

/** Every change of an offering's state, with who made it (null: the platform's schedule) and why. */
export const offeringStateChanges = pgTable(
  'offering_state_changes',
  {
    /** Increases with every record, so the history reads in the order it was made. */
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantIdColumn(),
    offeringId: uuid()
      .notNull()
      .references(() => offerings.id),
    fromState: text().$type<OfferingState>().notNull(),
    toState: text().$type<OfferingState>().notNull(),
    actorId: uuid().references(() => users.id),
    reason: text(),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('offering_state_changes_offering_idx').on(table.offeringId, table.at)],
);

/** An offering an investor starred (SPEC 7 POST ipo/{id}/favorite). */
export const offeringFavorites = pgTable(
  'offering_favorites',
  {
    tenantId: tenantIdColumn(),
    userId: userIdColumn(),
    offeringId: uuid()
      .notNull()
      .references(() => offerings.id),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ name: 'offering_favorites_pkey', columns: [table.userId, table.offeringId] })],
);
