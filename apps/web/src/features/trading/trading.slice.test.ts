import { describe, expect, it } from 'vitest';
import {
  bookmarkSet,
  bookmarksLoaded,
  createInitialTradingState,
  currencySelected,
  defaultOrderFormModel,
  filterTypeSelected,
  openOrdersFilterUpdated,
  orderFormCleared,
  orderFormModelUpdated,
  tradingSlice,
  tradingTypeSelected,
} from './trading.slice';

const reduce = tradingSlice.reducer;

describe('trading slice', () => {
  it('has the spec defaults, and no chart period until the investor chooses one', () => {
    const state = createInitialTradingState();
    expect(state.openOrdersFilter).toEqual({ showAllMarkets: true, showBuy: true, showSell: true });
    expect(state.orderFormModel).toMatchObject({
      amount: '',
      orderType: 'limit',
      timeInForce: 'good-till-cancel',
      side: 'buy',
    });
    expect(state.filterType).toBeNull();
    expect(state.tradingType).toBe('simple');
    expect(state.currency).toBeNull();
    expect(state.bookmarkedAssets).toEqual([]);
  });

  it('merges order form updates partially', () => {
    const first = reduce(createInitialTradingState(), orderFormModelUpdated({ amount: '12.5', sizeBy: 'amount' }));
    const state = reduce(first, orderFormModelUpdated({ side: 'sell' }));
    expect(state.orderFormModel).toEqual({
      ...defaultOrderFormModel,
      amount: '12.5',
      sizeBy: 'amount',
      side: 'sell',
    });
  });

  it('clears the sizes and prices after an order and keeps the choices', () => {
    const filled = reduce(
      createInitialTradingState(),
      orderFormModelUpdated({
        side: 'sell',
        orderType: 'stopLimit',
        timeInForce: 'day',
        price: '10',
        stopPrice: '11',
        quantity: '3',
      }),
    );
    expect(reduce(filled, orderFormCleared()).orderFormModel).toEqual({
      ...defaultOrderFormModel,
      side: 'sell',
      orderType: 'stopLimit',
      timeInForce: 'day',
    });
  });

  it('merges open-order filter updates partially', () => {
    const state = reduce(createInitialTradingState(), openOrdersFilterUpdated({ showSell: false }));
    expect(state.openOrdersFilter).toEqual({ showAllMarkets: true, showBuy: true, showSell: false });
  });

  it('selects a currency, a chart period and a trading mode', () => {
    let state = reduce(createInitialTradingState(), currencySelected('ACME-USD'));
    state = reduce(state, filterTypeSelected('4hours'));
    state = reduce(state, tradingTypeSelected('advanced'));
    expect(state).toMatchObject({ currency: 'ACME-USD', filterType: '4hours', tradingType: 'advanced' });
  });

  it('starts from a stored currency', () => {
    expect(createInitialTradingState('BTC-USD').currency).toBe('BTC-USD');
  });

  it("takes the server's bookmarks, and sets or takes away one at once", () => {
    const loaded = reduce(createInitialTradingState(), bookmarksLoaded(['ACME-USD']));
    const added = reduce(loaded, bookmarkSet({ symbol: 'BTC-USD', bookmarked: true }));
    expect(added.bookmarkedAssets).toEqual(['ACME-USD', 'BTC-USD']);
    expect(reduce(added, bookmarkSet({ symbol: 'BTC-USD', bookmarked: true })).bookmarkedAssets).toEqual([
      'ACME-USD',
      'BTC-USD',
    ]);
    expect(reduce(added, bookmarkSet({ symbol: 'ACME-USD', bookmarked: false })).bookmarkedAssets).toEqual(['BTC-USD']);
  });
});
