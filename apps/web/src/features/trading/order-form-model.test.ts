import { describe, expect, it } from 'vitest';
import { makeShareMarket } from '../../test-support/factories';
import {
  formFieldOf,
  type PriceReference,
  patchForOrderType,
  patchForSide,
  patchForSizeMode,
  placeOrderBodyOf,
  previewOrder,
  timeInForceChoices,
} from './order-form-model';
import { createInitialTradingState, orderFormModelUpdated, tradingSlice } from './trading.slice';
import { formModel, makeCoinMarket } from './trading.test-factories';

const share = makeShareMarket();
const noPrices: PriceReference = { bestBid: null, bestAsk: null, lastPrice: null };
const book: PriceReference = { bestBid: '12.4', bestAsk: '12.6', lastPrice: '12.5' };

describe('order form model', () => {
  it('starts as a good-till-cancelled limit buy, sized by quantity', () => {
    expect(createInitialTradingState().orderFormModel).toEqual({
      amount: '',
      quantity: '',
      sizeBy: 'quantity',
      price: '',
      stopPrice: '',
      orderType: 'limit',
      timeInForce: 'good-till-cancel',
      side: 'buy',
    });
  });

  it('takes updates one field at a time, keeping the others', () => {
    const reduce = tradingSlice.reducer;
    let state = reduce(createInitialTradingState(), orderFormModelUpdated({ price: '12.50' }));
    state = reduce(state, orderFormModelUpdated({ quantity: '10' }));
    state = reduce(state, orderFormModelUpdated(patchForOrderType('market')));
    expect(state.orderFormModel).toEqual(
      formModel({ price: '12.50', quantity: '10', orderType: 'market', timeInForce: 'immediate-or-cancel' }),
    );
  });

  it('offers every time in force to orders with a limit price, only IOC and FOK to orders at the market', () => {
    expect(timeInForceChoices('limit')).toEqual(['good-till-cancel', 'day', 'immediate-or-cancel', 'fill-or-kill']);
    expect(timeInForceChoices('stopLimit')).toEqual(timeInForceChoices('limit'));
    expect(timeInForceChoices('market')).toEqual(['immediate-or-cancel', 'fill-or-kill']);
    expect(timeInForceChoices('stop')).toEqual(['immediate-or-cancel', 'fill-or-kill']);
    expect(patchForOrderType('limit')).toEqual({ orderType: 'limit', timeInForce: 'good-till-cancel' });
  });

  it('prices a limit buy: value, the fee rounded up to a cent, the total, and the total held', () => {
    const preview = previewOrder(formModel({ price: '12.50', quantity: '10' }), share, noPrices);
    expect(preview).toEqual({
      price: '12.5',
      isPriceEstimate: false,
      quantity: '10',
      cost: '125',
      fee: '0.32',
      total: '125.32',
      hold: { asset: 'USD', amount: '125.32', worstPrice: '12.5' },
    });
  });

  it('prices a limit sell: the fee comes off what it receives, and the shares are held', () => {
    const preview = previewOrder(formModel({ side: 'sell', price: '12.50', quantity: '10' }), share, noPrices);
    expect(preview).toMatchObject({ cost: '125', fee: '0.32', total: '124.68', hold: { asset: 'ACME', amount: '10' } });
  });

  it('turns an amount into the whole lots it buys at the limit price, fee included, as the host does', () => {
    const byAmount = formModel({ sizeBy: 'amount', amount: '100', price: '12.34' });
    expect(previewOrder(byAmount, share, noPrices)).toMatchObject({ quantity: '8', cost: '98.72', total: '98.97' });

    const coin = formModel({ sizeBy: 'amount', amount: '1,000', price: '65000' });
    expect(previewOrder(coin, makeCoinMarket(), noPrices)).toMatchObject({
      quantity: '0.01',
      cost: '650',
      fee: '0.65',
    });
  });

  it('sells for an amount the whole lots worth it at the last price, and buys at market what it holds at the band edge', () => {
    const sell = formModel({ side: 'sell', orderType: 'market', sizeBy: 'amount', amount: '100' });
    expect(previewOrder(sell, share, book).quantity).toBe('8');
    // A market buy is held at 13.12 (5 % above the last trade): 100 USD holds 7 shares with the fee.
    const buy = formModel({ orderType: 'market', sizeBy: 'amount', amount: '100' });
    expect(previewOrder(buy, share, book).quantity).toBe('7');
  });

  it('sells everything available, even below the lot size, and nothing before the balance is known', () => {
    const sellAll = formModel({ side: 'sell', orderType: 'market', sizeBy: 'all' });
    const coin = makeCoinMarket();
    const coinBook = { bestBid: '61000', bestAsk: '61200', lastPrice: '61100' };
    expect(previewOrder(sellAll, coin, coinBook, '0.0015625')).toMatchObject({
      quantity: '0.0015625',
      hold: { asset: 'BTC', amount: '0.0015625' },
    });
    expect(previewOrder(sellAll, coin, coinBook, null).quantity).toBeNull();
    expect(previewOrder(sellAll, coin, coinBook, '0').quantity).toBe('0');
  });

  it('leaves a sell of everything for a quantity when the side turns to buy', () => {
    const sellAll = formModel({ side: 'sell', sizeBy: 'all' });
    expect(patchForSide(sellAll, 'buy')).toEqual({ side: 'buy', sizeBy: 'quantity' });
    expect(patchForSide(formModel({ sizeBy: 'amount' }), 'sell')).toEqual({ side: 'sell' });
  });

  it('says when an amount buys less than one lot', () => {
    const tooSmall = formModel({ sizeBy: 'amount', amount: '5', price: '12.50' });
    expect(previewOrder(tooSmall, share, noPrices).quantity).toBe('0');
  });

  it('carries the size over when switching between quantity and amount', () => {
    const byQuantity = formModel({ price: '12.50', quantity: '10' });
    expect(patchForSizeMode(byQuantity, 'amount', share, noPrices)).toEqual({ sizeBy: 'amount', amount: '125' });
    const byAmount = formModel({ sizeBy: 'amount', amount: '100', price: '12.50' });
    // 8 shares at 12.50 cost 100 and a fee of 0.25: 100 USD, fee included, buys 7.
    expect(patchForSizeMode(byAmount, 'quantity', share, noPrices)).toEqual({ sizeBy: 'quantity', quantity: '7' });
    expect(patchForSizeMode(byAmount, 'amount', share, noPrices)).toEqual({});
  });

  it('estimates a market order from the best price of the other side, and holds a buy at the band edge', () => {
    const buy = previewOrder(formModel({ orderType: 'market', quantity: '10' }), share, book);
    expect(buy).toMatchObject({ price: '12.6', isPriceEstimate: true, cost: '126', total: '126.32' });
    // 5 % above the last trade of 12.50 is 13.125, cut to the tick: 13.12; 131.20 + 0.33 fee.
    expect(buy.hold).toEqual({ asset: 'USD', amount: '131.53', worstPrice: '13.12' });
    const sell = previewOrder(formModel({ orderType: 'market', side: 'sell', quantity: '10' }), share, book);
    expect(sell).toMatchObject({ price: '12.4', hold: { asset: 'ACME', amount: '10' } });
    const noAsks = previewOrder(formModel({ orderType: 'market', quantity: '10' }), share, noPrices);
    expect(noAsks).toMatchObject({ price: null, cost: null, total: null, hold: null });
  });

  it('holds a market buy before the first trade at the band above the best offer, or at the host’s limit', () => {
    const model = formModel({ orderType: 'market', quantity: '10' });
    const firstTrade = previewOrder(model, share, { bestBid: null, bestAsk: '20', lastPrice: null });
    expect(firstTrade.hold).toEqual({ asset: 'USD', amount: '210.53', worstPrice: '21' });
    const notLiveYet = previewOrder(model, makeShareMarket({ MarketBuyPriceLimit: '21' }), noPrices);
    expect(notLiveYet.hold).toEqual({ asset: 'USD', amount: '210.53', worstPrice: '21' });
  });

  it('estimates a stop order at its stop price and holds it at the band above; a stop-limit buy at its limit', () => {
    const stop = previewOrder(formModel({ orderType: 'stop', stopPrice: '13', quantity: '2' }), share, book);
    expect(stop).toMatchObject({ price: '13', isPriceEstimate: true, cost: '26' });
    expect(stop.hold).toEqual({ asset: 'USD', amount: '27.37', worstPrice: '13.65' });
    const stopLimit = previewOrder(
      formModel({ orderType: 'stopLimit', stopPrice: '13', price: '13.10', quantity: '2' }),
      share,
      book,
    );
    expect(stopLimit).toMatchObject({ price: '13.1', isPriceEstimate: false, total: '26.27' });
    expect(stopLimit.hold).toEqual({ asset: 'USD', amount: '26.27', worstPrice: '13.1' });
  });

  it('leaves the numbers out until the price and size can be read', () => {
    expect(previewOrder(formModel({ price: '12.5.0', quantity: '10' }), share, noPrices)).toMatchObject({
      price: null,
      cost: null,
      hold: null,
    });
    expect(previewOrder(formModel({ price: '12.50', quantity: '-3' }), share, noPrices).quantity).toBeNull();
    expect(previewOrder(formModel({ price: '12.505', quantity: '1' }), share, noPrices).price).toBeNull();
  });

  it('builds the request of POST /api/orders with the spec codes', () => {
    const market = formModel({ orderType: 'market', timeInForce: 'fill-or-kill', quantity: '10' });
    expect(placeOrderBodyOf(market, share)).toEqual({
      ShareName: 'ACME-USD',
      Side: 1,
      OrderType: 1,
      Quantity: '10',
      TimeInForce: 4,
    });
    const stopLimit = formModel({
      side: 'sell',
      orderType: 'stopLimit',
      timeInForce: 'day',
      stopPrice: '11',
      price: '1,010.5',
      sizeBy: 'amount',
      amount: '3030',
    });
    expect(placeOrderBodyOf(stopLimit, share)).toEqual({
      ShareName: 'ACME-USD',
      Side: 2,
      OrderType: 4,
      Price: '1010.5',
      StopPrice: '11',
      Amount: '3030',
      TimeInForce: 0,
    });
    const sellAll = formModel({ side: 'sell', orderType: 'market', timeInForce: 'immediate-or-cancel', sizeBy: 'all' });
    expect(placeOrderBodyOf(sellAll, share)).toEqual({
      ShareName: 'ACME-USD',
      Side: 2,
      OrderType: 1,
      SellAll: true,
      TimeInForce: 3,
    });
  });

  it('puts the request fields’ errors on the fields the investor typed', () => {
    expect(formFieldOf('Price')).toBe('price');
    expect(formFieldOf('StopPrice')).toBe('stopPrice');
    expect(formFieldOf('Quantity')).toBe('quantity');
    expect(formFieldOf('Amount')).toBe('amount');
    expect(formFieldOf('ShareName')).toBeNull();
  });
});
