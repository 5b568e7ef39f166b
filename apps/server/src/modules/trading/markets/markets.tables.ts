import type { AssetClass } from '@invest/contracts';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { tenantIdColumn } from '../../tenants';

/**
 * A market of the trading host: a base asset priced in a quote asset. Prices are integers of
 * 10^-price_scale quote units per whole base unit and quantities integers of 10^-quantity_scale
 * base units; a price is a multiple of `tick`, a quantity of `lot`. Market hours are minutes after
 * midnight UTC on the SPEC 4 weekdays (1 Sunday .. 7 Saturday); a session may close after midnight,
 * and one that closes when it opens lasts the whole day. The column defaults are SPEC 4's hours; a
 * market is created with the hours of its asset class unless it is given its own (asset-classes.ts).
 */
export const markets = pgTable(
  'markets',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    symbol: text().notNull(),
    name: text().notNull(),
    baseAsset: text().notNull(),
    quoteAsset: text().notNull(),
    priceScale: smallint().notNull(),
    quantityScale: smallint().notNull(),
    tick: bigint({ mode: 'bigint' }).notNull(),
    lot: bigint({ mode: 'bigint' }).notNull(),
    /** Percent of each fill's cost, a decimal string such as "0.25". */
    feePct: text().notNull(),
    /** How far a market order may trade from the reference price, in basis points. */
    priceBandBps: integer().notNull().default(500),
    assetClass: text().$type<AssetClass>().notNull().default('share'),
    opensAtMinute: smallint().notNull().default(360),
    closesAtMinute: smallint().notNull().default(120),
    tradingDays: smallint().array().notNull().default(sql`'{2,3,4,5,6,7}'::smallint[]`),
    onlyForAccredited: boolean().notNull().default(false),
    hasCountryRestriction: boolean().notNull().default(false),
    restrictedCountries: text().array().notNull().default(sql`'{}'::text[]`),
    integrationService: text().$type<'merj' | 'bosonic' | 'digtl_ledger'>().notNull().default('digtl_ledger'),
    /** Set by an administrator: a halted market takes no orders and matches none, whatever its hours. */
    haltedAt: timestamp({ withTimezone: true }),
    haltReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('markets_tenant_symbol_unique').on(table.tenantId, table.symbol),
    check(
      'markets_scales_check',
      sql`${table.priceScale} between 0 and 18 and ${table.quantityScale} between 0 and 18`,
    ),
    check('markets_asset_class_check', sql`${table.assetClass} in ('share', 'digital_asset')`),
    check('markets_tick_lot_check', sql`${table.tick} > 0 and ${table.lot} > 0`),
    check('markets_fee_check', sql`${table.feePct} ~ '^[0-9]{1,2}(\\.[0-9]{1,4})?$'`),
    check(
      'markets_hours_check',
      sql`${table.opensAtMinute} between 0 and 1439 and ${table.closesAtMinute} between 0 and 1439`,
    ),
    check('markets_halt_reason_check', sql`(${table.haltedAt} is null) = (${table.haltReason} is null)`),
  ],
);
