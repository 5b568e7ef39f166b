import { describe, expect, it } from 'vitest';
import { makeShareMarket } from '../../test-support/factories';
import { withCurrency } from './market-feed';
import { makeCoinMarket } from './trading.test-factories';

describe('markets kept live by the currencies channel', () => {
  it('replaces the market that changed, leaving the others as they were', () => {
    const share = makeShareMarket();
    const coin = makeCoinMarket();
    const halted = makeShareMarket({ IsMarketOpen: false, IsHalted: true, HaltReason: 'Pending news' });
    expect(withCurrency([share, coin], halted)).toEqual([halted, coin]);
  });

  it('adds a market created meanwhile in symbol order', () => {
    const share = makeShareMarket();
    const coin = makeCoinMarket();
    const created = makeShareMarket({ Symbol: 'GLBX-USD', Name: 'Globex' });
    expect(withCurrency([share, coin], created).map((market) => market.Symbol)).toEqual([
      'ACME-USD',
      'BTC-USD',
      'GLBX-USD',
    ]);
  });
});
