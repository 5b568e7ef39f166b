import { type Currency, type CurrencyUpdate, newMarketFields } from '@invest/contracts';
import { MoneyParseError, toUnits } from '@invest/money';
import { type AuditActor, recordAudit, valuesBefore } from '../../../platform/audit/audit';
import { inTransaction } from '../../../platform/db/transaction';
import { AppError, invalid } from '../../../platform/errors';
import type { TradingDeps } from '../trading.deps';
import { withClassDefaults } from './asset-classes';
import { assertMarketUnits } from './market-units';
import * as repo from './markets.repository';
import { currencyOf } from './markets.service';

const symbolPattern = /^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$/;

/** What a market is made of: fixed once it exists, because its open orders and fills are counted in it. */
const fixedFields = ['BaseAsset', 'QuoteAsset', 'PriceScale', 'QuantityScale', 'TickSize', 'LotSize'] as const;

const minuteOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The settings an existing market may change, as columns. */
function settingsOf(body: CurrencyUpdate): Partial<repo.NewMarket> {
  return {
    ...(body.Name !== undefined && { name: body.Name }),
    ...(body.FeePct !== undefined && { feePct: body.FeePct }),
    ...(body.PriceBandBps !== undefined && { priceBandBps: body.PriceBandBps }),
    ...(body.AssetClass && { assetClass: body.AssetClass }),
    ...(body.MarketHours && {
      opensAtMinute: minuteOf(body.MarketHours.Open),
      closesAtMinute: minuteOf(body.MarketHours.Close),
      tradingDays: [...new Set(body.MarketHours.Days)].sort(),
    }),
    ...(body.OnlyForAccredited !== undefined && { onlyForAccredited: body.OnlyForAccredited }),
    ...(body.HasCountryRestriction !== undefined && { hasCountryRestriction: body.HasCountryRestriction }),
    ...(body.RestrictedCountries && { restrictedCountries: [...new Set(body.RestrictedCountries)] }),
    ...(body.IntegrationService && { integrationService: body.IntegrationService }),
  };
}

function stepOf(field: 'TickSize' | 'LotSize', value: string | number, scale: number): bigint {
  try {
    const units = toUnits(value, scale);
    if (units <= 0n) throw invalid(field, `${field} must be greater than zero`);
    return units;
  } catch (error) {
    if (error instanceof MoneyParseError) throw invalid(field, `${field}: ${error.message}`);
    throw error;
  }
}

function newMarketOf(symbol: string, body: CurrencyUpdate): repo.NewMarket {
  for (const field of newMarketFields) {
    if (body[field] === undefined) throw invalid(field, `A new market needs its ${field}`);
  }
  const { Name, BaseAsset, QuoteAsset, PriceScale, QuantityScale, TickSize, LotSize, FeePct } = body;
  if (symbol !== `${BaseAsset}-${QuoteAsset}`) {
    throw invalid('BaseAsset', `The symbol ${symbol} is not ${BaseAsset}-${QuoteAsset}`);
  }
  const market = withClassDefaults({
    symbol,
    name: Name as string,
    baseAsset: BaseAsset as string,
    quoteAsset: QuoteAsset as string,
    priceScale: PriceScale as number,
    quantityScale: QuantityScale as number,
    tick: stepOf('TickSize', TickSize as string, PriceScale as number),
    lot: stepOf('LotSize', LotSize as string, QuantityScale as number),
    feePct: FeePct as string,
    ...settingsOf(body),
  });
  try {
    assertMarketUnits(market);
  } catch (error) {
    if (error instanceof RangeError)
      throw invalid('TickSize', `This market cannot be priced exactly: ${error.message}`);
    throw error;
  }
  return market;
}

function assertFixedUnchanged(market: repo.MarketRow, body: CurrencyUpdate): void {
  const current: Record<(typeof fixedFields)[number], string | number> = {
    BaseAsset: market.baseAsset,
    QuoteAsset: market.quoteAsset,
    PriceScale: market.priceScale,
    QuantityScale: market.quantityScale,
    TickSize: market.tick.toString(),
    LotSize: market.lot.toString(),
  };
  for (const field of fixedFields) {
    const given = body[field];
    if (given === undefined) continue;
    const same =
      field === 'TickSize' || field === 'LotSize'
        ? stepOf(field, given, field === 'TickSize' ? market.priceScale : market.quantityScale).toString() ===
          current[field]
        : given === current[field];
    if (!same) throw new AppError('CONFLICT', `${field} of ${market.symbol} cannot change once the market exists`);
  }
}

/**
 * PUT /api/currencies/{symbol} (administrators): creates the domain's market with this symbol (with the
 * hours of its asset class unless MarketHours are given), or changes the settings of the existing one
 * (name, fee, price band, asset class, hours, restrictions, venue).
 * What its orders are counted in (assets, scales, tick and lot) never changes. A new fee applies
 * to orders placed from then on.
 */
export async function putCurrency(
  deps: Pick<TradingDeps, 'db' | 'clock' | 'markets'>,
  tenantId: string,
  actor: AuditActor,
  symbol: string,
  body: CurrencyUpdate,
): Promise<{ currency: Currency; isNew: boolean }> {
  if (!symbolPattern.test(symbol)) throw invalid('symbol', 'A market symbol is BASE-QUOTE, such as ACME-USD');
  const existing = await repo.findMarket(deps.db, tenantId, { symbol });
  const audit = { tenantId, actor, object: { kind: 'market', id: symbol } };
  if (!existing) {
    const created = await inTransaction(deps.db, async (tx) => {
      const market = await repo.insertMarket(tx, tenantId, newMarketOf(symbol, body));
      await recordAudit(tx, { ...audit, action: 'market.create', after: body });
      return market;
    });
    return { currency: await currencyOf(deps.db, created, deps.clock.now()), isNew: true };
  }
  assertFixedUnchanged(existing, body);
  const settings = settingsOf(body);
  if (Object.keys(settings).length === 0)
    return { currency: await currencyOf(deps.db, existing, deps.clock.now()), isNew: false };
  const updated = await inTransaction(deps.db, async (tx) => {
    const market = await repo.updateMarket(tx, existing.id, settings);
    await recordAudit(tx, {
      ...audit,
      action: 'market.update',
      before: valuesBefore(existing, settings),
      after: settings,
    });
    return market;
  });
  await deps.markets.changed(updated);
  return { currency: await currencyOf(deps.db, updated, deps.clock.now()), isNew: false };
}
