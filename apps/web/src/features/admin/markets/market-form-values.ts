import type { AssetClass, Currency, CurrencyUpdate, integrationServices } from '@invest/contracts';

type IntegrationService = (typeof integrationServices)[number];

/** Market hours as the form holds them: HH:mm UTC, and the SPEC 4 weekdays (1 Sunday .. 7 Saturday) as checkbox values. */
export interface MarketHoursValues {
  Open: string;
  Close: string;
  Days: string[];
}

/**
 * A market's form, named as PUT /api/currencies/{symbol} names its fields, so the contract's errors
 * and the server's land on the fields that caused them. Numbers are as typed ('' while empty).
 */
export interface MarketFormValues {
  Name: string;
  BaseAsset: string;
  QuoteAsset: string;
  PriceScale: number | string;
  QuantityScale: number | string;
  TickSize: string;
  LotSize: string;
  FeePct: string;
  PriceBandBps: number | string;
  AssetClass: AssetClass;
  MarketHours: MarketHoursValues;
  OnlyForAccredited: boolean;
  HasCountryRestriction: boolean;
  RestrictedCountries: string[];
  IntegrationService: IntegrationService;
}

/** The hours a market of each class usually trades (the server's defaults): shares SPEC 4's, digital assets around the clock. */
export const classHours: Record<AssetClass, MarketHoursValues> = {
  share: { Open: '06:00', Close: '02:00', Days: ['2', '3', '4', '5', '6', '7'] },
  digital_asset: { Open: '00:00', Close: '00:00', Days: ['1', '2', '3', '4', '5', '6', '7'] },
};

/** A new market of whole shares priced in US cents, on a share's hours. */
export const newMarketValues: MarketFormValues = {
  Name: '',
  BaseAsset: '',
  QuoteAsset: 'USD',
  PriceScale: 2,
  QuantityScale: 0,
  TickSize: '0.01',
  LotSize: '1',
  FeePct: '0.25',
  PriceBandBps: 500,
  AssetClass: 'share',
  MarketHours: classHours.share,
  OnlyForAccredited: false,
  HasCountryRestriction: false,
  RestrictedCountries: [],
  IntegrationService: 'digtl_ledger',
};

/** The symbol a market of these assets has: BASE-QUOTE. */
export const symbolOf = (values: Pick<MarketFormValues, 'BaseAsset' | 'QuoteAsset'>) =>
  `${values.BaseAsset.trim().toUpperCase()}-${values.QuoteAsset.trim().toUpperCase()}`;

/** A typed number, or NaN while empty, which the contract refuses with its message. */
const numberOf = (value: number | string) => (value === '' ? Number.NaN : Number(value));

const daysOf = (days: readonly string[]) => days.map(Number).sort((a, b) => a - b);

/** An existing market as the form shows it for editing. */
export function marketValuesOf(market: Currency): MarketFormValues {
  return {
    Name: market.Name,
    BaseAsset: market.BaseAsset,
    QuoteAsset: market.QuoteAsset,
    PriceScale: market.PriceScale,
    QuantityScale: market.QuantityScale,
    TickSize: market.TickSize,
    LotSize: market.LotSize,
    FeePct: market.FeePct,
    PriceBandBps: market.PriceBandBps,
    AssetClass: market.AssetClass,
    MarketHours: {
      Open: market.MarketHours.Open,
      Close: market.MarketHours.Close,
      Days: [...market.MarketHours.Days].sort((a, b) => a - b).map(String),
    },
    OnlyForAccredited: market.OnlyForAccredited,
    HasCountryRestriction: market.HasCountryRestriction,
    RestrictedCountries: market.RestrictedCountries,
    IntegrationService: market.IntegrationService,
  };
}

/** The settings a market may change once it exists, as the request takes them. */
function settingsOf(values: MarketFormValues) {
  return {
    Name: values.Name,
    FeePct: values.FeePct.trim(),
    PriceBandBps: numberOf(values.PriceBandBps),
    AssetClass: values.AssetClass,
    MarketHours: {
      Open: values.MarketHours.Open,
      Close: values.MarketHours.Close,
      Days: daysOf(values.MarketHours.Days),
    },
    OnlyForAccredited: values.OnlyForAccredited,
    HasCountryRestriction: values.HasCountryRestriction,
    RestrictedCountries: values.HasCountryRestriction ? values.RestrictedCountries : [],
    IntegrationService: values.IntegrationService,
  };
}

/** A new market's request: every field, the asset codes in capitals. */
export function newMarketRequestOf(values: MarketFormValues) {
  return {
    ...settingsOf(values),
    BaseAsset: values.BaseAsset.trim().toUpperCase(),
    QuoteAsset: values.QuoteAsset.trim().toUpperCase(),
    PriceScale: numberOf(values.PriceScale),
    QuantityScale: numberOf(values.QuantityScale),
    TickSize: values.TickSize.trim(),
    LotSize: values.LotSize.trim(),
  };
}

/**
 * The settings the administrator changed from `before` (the market as the form opened it), and only
 * those, so the audit trail's entry says what changed and a change made meanwhile by someone else to
 * another setting stays; hours go whole when any part of them changed. Empty when nothing did.
 */
export function settingsChangeOf(before: MarketFormValues, values: MarketFormValues): Partial<CurrencyUpdate> {
  const wanted = settingsOf(values);
  const current = settingsOf(before);
  return Object.fromEntries(
    Object.entries(wanted).filter(
      ([field, value]) => JSON.stringify(value) !== JSON.stringify(current[field as keyof typeof current]),
    ),
  );
}
