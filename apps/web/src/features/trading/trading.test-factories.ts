import type { Currency, Order } from '@invest/contracts';
import { createInstance } from 'i18next';
import { enTrading } from '../../app/i18n/en-trading';
import { makeShareMarket } from '../../test-support/factories';
import { defaultOrderFormModel, type OrderFormModel } from './trading.slice';

/** Builders of the trading screen's tests: markets as the demo domain has them, orders and the English texts. */

/** Bitcoin to the satoshi in lots of 0.01, 0.1 % fee (the demo's digital asset market). */
export function makeCoinMarket(): Currency {
  return makeShareMarket({
    Symbol: 'BTC-USD',
    Name: 'Bitcoin',
    BaseAsset: 'BTC',
    QuantityScale: 8,
    TickSize: '1',
    LotSize: '0.01',
    FeePct: '0.1',
    AssetClass: 'digital_asset',
    MarketHours: { Open: '00:00', Close: '00:00', Days: [1, 2, 3, 4, 5, 6, 7] },
  });
}

export const formModel = (overrides: Partial<OrderFormModel> = {}): OrderFormModel => ({
  ...defaultOrderFormModel,
  ...overrides,
});

export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    OrderId: 'order-1',
    Side: 1,
    OrderType: 2,
    TimeInForce: 1,
    ShareName: 'ACME-USD',
    Price: '12.5',
    StopPrice: null,
    RefOrderQty: '10',
    TotalFilledOrderQty: '0',
    AvgFilledOrderPrice: '0',
    FilledOrderQtyPct: '0',
    TotalFilledOrderCost: '0',
    Fee: '0',
    FeePct: '0.25',
    LastOrderStatus: '0',
    TransactionTime: '2026-03-02T10:00:00.000Z',
    IntegrationService: 'digtl_ledger',
    ReplacesOrderId: null,
    Reports: [],
    ...overrides,
  };
}

/** The English texts of the trading screen, as the page shows them. */
export function tradingTexts() {
  const i18n = createInstance();
  void i18n.init({
    lng: 'en',
    resources: { en: { translation: enTrading } },
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  return i18n.t;
}
