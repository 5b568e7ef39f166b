import { describe, expect, it } from 'vitest';
import { makeShareMarket } from '../../../test-support/factories';
import { marketValuesOf, newMarketRequestOf, newMarketValues, settingsChangeOf, symbolOf } from './market-form-values';

const acme = makeShareMarket({ HasCountryRestriction: true, RestrictedCountries: ['FR'] });

describe("a market's form", () => {
  it('asks for a new market with every field, its asset codes in capitals and its days in order', () => {
    const values = {
      ...newMarketValues,
      Name: 'Globex',
      BaseAsset: ' glbx ',
      MarketHours: { Open: '09:30', Close: '16:00', Days: ['6', '2', '4'] },
    };
    expect(symbolOf(values)).toBe('GLBX-USD');
    expect(newMarketRequestOf(values)).toEqual({
      Name: 'Globex',
      BaseAsset: 'GLBX',
      QuoteAsset: 'USD',
      PriceScale: 2,
      QuantityScale: 0,
      TickSize: '0.01',
      LotSize: '1',
      FeePct: '0.25',
      PriceBandBps: 500,
      AssetClass: 'share',
      MarketHours: { Open: '09:30', Close: '16:00', Days: [2, 4, 6] },
      OnlyForAccredited: false,
      HasCountryRestriction: false,
      RestrictedCountries: [],
      IntegrationService: 'digtl_ledger',
    });
  });

  it('leaves an empty number for the contract to refuse', () => {
    expect(newMarketRequestOf({ ...newMarketValues, PriceScale: '' }).PriceScale).toBeNaN();
  });

  it('sends only the settings that changed, and nothing when none did', () => {
    const values = marketValuesOf(acme);
    expect(settingsChangeOf(values, values)).toEqual({});
    expect(settingsChangeOf(values, { ...values, FeePct: '0.3' })).toEqual({ FeePct: '0.3' });
    expect(
      settingsChangeOf(values, { ...values, MarketHours: { ...values.MarketHours, Days: ['2', '3', '4', '5', '6'] } }),
    ).toEqual({ MarketHours: { Open: '06:00', Close: '02:00', Days: [2, 3, 4, 5, 6] } });
  });

  it('lifts the country restriction with its list of countries', () => {
    const values = marketValuesOf(acme);
    expect(settingsChangeOf(values, { ...values, HasCountryRestriction: false })).toEqual({
      HasCountryRestriction: false,
      RestrictedCountries: [],
    });
  });
});
