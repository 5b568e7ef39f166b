import { describe, expect, it } from 'vitest';
import {
  createInitialTradingState,
  currencySelected,
  openOrdersFilterUpdated,
  orderFormModelUpdated,
  tradingSlice,
} from './trading.slice';

const reduce = tradingSlice.reducer;

describe('trading slice', () => {
  it('has the spec defaults', () => {
    const state = createInitialTradingState();
    expect(state.openOrdersFilter).toEqual({ showAllMarkets: true, showBuy: true, showSell: true });
    expect(state.orderFormModel).toEqual({
      amount: '',
      orderType: 'limit',
      timeInForce: 'good-till-cancel',
      side: 'buy',
    });
    expect(state.filterType).toBe('month');
    expect(state.tradingType).toBe('simple');
    expect(state.currency).toBeNull();
  });

  it('merges order form updates partially', () => {
    const first = reduce(createInitialTradingState(), orderFormModelUpdated({ amount: '12.5' }));
    const state = reduce(first, orderFormModelUpdated({ side: 'sell' }));
    expect(state.orderFormModel).toEqual({
      amount: '12.5',
      orderType: 'limit',
      timeInForce: 'good-till-cancel',
      side: 'sell',
    });
  });

  it('merges open-order filter updates partially', () => {
    const state = reduce(createInitialTradingState(), openOrdersFilterUpdated({ showSell: false }));
    expect(state.openOrdersFilter).toEqual({ showAllMarkets: true, showBuy: true, showSell: false });
  });

  it('selects a currency', () => {
    const state = reduce(createInitialTradingState(), currencySelected('USD'));
    expect(state.currency).toBe('USD');
  });

  it('starts from a stored currency', () => {
    expect(createInitialTradingState('EUR').currency).toBe('EUR');
  });
});
