import { describe, expect, it } from 'vitest';
import { assetClassOf, withClassDefaults } from './asset-classes';
import { usdShareMarket } from './markets.service';

const bitcoin = { ...usdShareMarket('BTC', 'Bitcoin'), quantityScale: 4 };

describe('the asset class of a market', () => {
  it.each([
    ['BTC', 'USD', 'digital_asset'],
    ['ETH', 'USD', 'digital_asset'],
    ['USDC', 'USD', 'digital_asset'],
    ['SOL', 'USDC', 'digital_asset'],
    ['ACME', 'USD', 'share'],
    ['BMN', 'USD', 'share'],
  ])('%s-%s is a %s market', (baseAsset, quoteAsset, expected) => {
    expect(assetClassOf({ baseAsset, quoteAsset })).toBe(expected);
  });
});

describe('a new market without hours of its own', () => {
  it('trades around the clock when it is a digital asset', () => {
    expect(withClassDefaults(bitcoin)).toMatchObject({
      assetClass: 'digital_asset',
      opensAtMinute: 0,
      closesAtMinute: 0,
      tradingDays: [1, 2, 3, 4, 5, 6, 7],
    });
  });

  it("trades SPEC 4's hours when it is a share", () => {
    expect(withClassDefaults(usdShareMarket('ACME', 'Acme'))).toMatchObject({
      assetClass: 'share',
      opensAtMinute: 360,
      closesAtMinute: 120,
      tradingDays: [2, 3, 4, 5, 6, 7],
    });
  });

  it('takes the class it is told over the one its assets suggest', () => {
    expect(withClassDefaults({ ...usdShareMarket('TOKEN', 'A token'), assetClass: 'digital_asset' })).toMatchObject({
      assetClass: 'digital_asset',
      tradingDays: [1, 2, 3, 4, 5, 6, 7],
    });
  });

  it('keeps hours of its own whatever its class', () => {
    const weekdays = { opensAtMinute: 570, closesAtMinute: 960, tradingDays: [2, 3, 4, 5, 6] };
    expect(withClassDefaults({ ...bitcoin, ...weekdays })).toMatchObject({ assetClass: 'digital_asset', ...weekdays });
  });
});
