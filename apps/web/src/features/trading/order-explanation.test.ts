import { describe, expect, it } from 'vitest';
import { makeShareMarket } from '../../test-support/factories';
import { explainOrder } from './order-explanation';
import { type PriceReference, previewOrder } from './order-form-model';
import type { OrderFormModel } from './trading.slice';
import { formModel, tradingTexts } from './trading.test-factories';

const share = makeShareMarket();
const t = tradingTexts();
const book: PriceReference = { bestBid: '12.4', bestAsk: '12.6', lastPrice: '12.5' };

/** The preview as the investor reads it. */
function read(model: OrderFormModel, reference: PriceReference = book): string[] {
  const explanation = explainOrder(model, share, previewOrder(model, share, reference), '02:00');
  return explanation.sentences.map((key) => t(`trading.preview.${key}`, explanation.values));
}

describe('plain-language order preview', () => {
  it('explains a good-till-cancelled limit buy and the worst case it holds', () => {
    expect(read(formModel({ price: '12.50', quantity: '10' }))).toEqual([
      'Buy 10.0000 ACME at 12.5000 USD each or less.',
      'Whatever does not fill at once stays in the order book until it fills or you cancel it.',
      'We set aside 125.32 USD of your balance now: the cost at your limit price plus the 0.25% fee. Whatever the order does not use comes back to your balance.',
    ]);
  });

  it('tells when a day order ends, and what a sell holds', () => {
    expect(read(formModel({ side: 'sell', timeInForce: 'day', price: '13', quantity: '4' }))).toEqual([
      'Sell 4.0000 ACME at 13.0000 USD each or more.',
      'Whatever has not filled when today’s session closes at 02:00 UTC is cancelled.',
      'We set aside 4.0000 ACME of your holdings until the order fills, is cancelled or ends.',
    ]);
  });

  it('explains immediate-or-cancel and fill-or-kill', () => {
    const ioc = read(formModel({ timeInForce: 'immediate-or-cancel', price: '12.50', quantity: '1' }));
    expect(ioc[1]).toBe('Whatever cannot fill at once is cancelled; nothing stays in the order book.');
    const fok = read(formModel({ timeInForce: 'fill-or-kill', price: '12.50', quantity: '1' }));
    expect(fok[1]).toBe('It fills in full at once, or it is cancelled without trading at all.');
  });

  it('explains a market buy, which holds the exact cost at the edge of the price protection band', () => {
    expect(read(formModel({ orderType: 'market', timeInForce: 'immediate-or-cancel', quantity: '10' }))).toEqual([
      'Buy 10.0000 ACME now at the lowest prices on offer, about 12.6000 USD each.',
      'Whatever cannot fill at once within the price protection band is cancelled.',
      'We set aside 131.53 USD of your balance now: the cost at 13.1200 USD, the most the price protection band lets it pay, plus the 0.25% fee. Whatever the order does not use comes back to your balance.',
    ]);
  });

  it('explains how a stop triggers and what it holds', () => {
    const stop = formModel({ orderType: 'stop', timeInForce: 'immediate-or-cancel', stopPrice: '14', quantity: '2' });
    expect(read(stop)).toEqual([
      'When a trade happens at 14.0000 USD or higher, buy 2.0000 ACME at the lowest prices on offer.',
      'Until then it waits outside the order book, where nobody sees it.',
      'Whatever cannot fill at once within the price protection band is cancelled.',
      'We set aside 29.48 USD of your balance now: the cost at 14.7000 USD, the edge of the price protection band above your stop price, plus the 0.25% fee. Whatever the order does not use comes back to your balance.',
    ]);
    const stopLimitSell = formModel({
      side: 'sell',
      orderType: 'stopLimit',
      stopPrice: '11',
      price: '10.90',
      quantity: '3',
    });
    expect(read(stopLimitSell).slice(0, 3)).toEqual([
      'When a trade happens at 11.0000 USD or lower, place an order to sell 3.0000 ACME at 10.9000 USD each or more.',
      'Until then it waits outside the order book, where nobody sees it.',
      'Whatever does not fill at once stays in the order book until it fills or you cancel it.',
    ]);
  });

  it('asks for what is missing before explaining anything', () => {
    expect(read(formModel({ quantity: '10' }))).toEqual(['Enter a limit price to see what will happen.']);
    expect(read(formModel({ orderType: 'stop', quantity: '10' }))).toEqual([
      'Enter a stop price to see what will happen.',
    ]);
    expect(read(formModel({ price: '12.50' }))).toEqual(['Enter a quantity or an amount to see what will happen.']);
    expect(read(formModel({ sizeBy: 'amount', amount: '5', price: '12.50' }))).toEqual([
      'The amount buys less than one lot (1.0000 ACME) at this price.',
    ]);
    const emptyBook = { bestBid: null, bestAsk: null, lastPrice: null };
    expect(read(formModel({ orderType: 'market', quantity: '1' }), emptyBook)).toEqual([
      'Nobody is offering to sell right now, so a market buy would be rejected.',
    ]);
  });

  it('says an order for an amount is worked out in whole lots, and a sell of everything takes it all', () => {
    expect(read(formModel({ sizeBy: 'amount', amount: '100', price: '12.50' }))).toEqual([
      'Buy 7.0000 ACME at 12.5000 USD each or less.',
      'The quantity is worked out from your amount in whole lots; the trading host works it out again at the price when the order arrives.',
      'Whatever does not fill at once stays in the order book until it fills or you cancel it.',
      'We set aside 87.72 USD of your balance now: the cost at your limit price plus the 0.25% fee. Whatever the order does not use comes back to your balance.',
    ]);
    const sellAll = formModel({ side: 'sell', sizeBy: 'all', price: '13' });
    const explain = (available: string) => {
      const explanation = explainOrder(sellAll, share, previewOrder(sellAll, share, book, available), '02:00');
      return explanation.sentences.map((key) => t(`trading.preview.${key}`, explanation.values));
    };
    expect(explain('3')).toEqual([
      'Sell 3.0000 ACME at 13.0000 USD each or more.',
      'This sells your whole available position, even below the lot size of 1.0000 ACME.',
      'Whatever does not fill at once stays in the order book until it fills or you cancel it.',
      'We set aside 3.0000 ACME of your holdings until the order fills, is cancelled or ends.',
    ]);
    expect(explain('0')).toEqual(['You have no ACME available to sell.']);
  });
});
