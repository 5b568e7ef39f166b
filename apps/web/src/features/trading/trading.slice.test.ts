import { describe, expect, it } from 'vitest';
import {
  bookmarkToggled,
  createInitialTradingState,
  currencySelected,
  defaultOrderFormModel,
  filterTypeSelected,
  openOrdersFilterUpdated,
  orderFormCleared,
  orderFormModelUpdated,
  parseStoredBookmarks,
  tradingSlice,
  tradingTypeSelected,
} from './trading.slice';

const reduce = tradingSlice.reducer;

describe('trading slice', () => {
  it('has the spec defaults', () => {
    const state = createInitialTradingState();
    expect(state.openOrdersFilter).toEqual({ showAllMarkets: true, showBuy: true, showSell: true });
    expect(state.orderFormModel).toMatchObject({
      amount: '',
      orderType: 'limit',
      timeInForce: 'good-till-cancel',
      side: 'buy',
    });
    expect(state.filterType).toBe('month');
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

  it('starts from a stored currency and stored bookmarks', () => {
    const state = createInitialTradingState('BTC-USD', ['ACME-USD']);
    expect(state.currency).toBe('BTC-USD');
    expect(state.bookmarkedAssets).toEqual(['ACME-USD']);
  });

  it('bookmarks a market, and a second toggle removes it', () => {
    const once = reduce(createInitialTradingState(), bookmarkToggled('ACME-USD'));
    expect(once.bookmarkedAssets).toEqual(['ACME-USD']);
    expect(reduce(once, bookmarkToggled('ACME-USD')).bookmarkedAssets).toEqual([]);
  });

  it('reads stored bookmarks and ignores anything that is not a list of symbols', () => {
    expect(parseStoredBookmarks('["ACME-USD",3,"BTC-USD"]')).toEqual(['ACME-USD', 'BTC-USD']);
    expect(parseStoredBookmarks('{"ACME-USD":true}')).toEqual([]);
    expect(parseStoredBookmarks('not json')).toEqual([]);
    expect(parseStoredBookmarks(null)).toEqual([]);
  });
});
