import { type FillReportRow, type OrderReportRow, type OrderStatusCode, orderCodeNames } from '@invest/contracts';
import { formatUnits, scaleOf } from '@invest/money';
import type { CsvColumn } from '../../../platform/http/csv';
import type { MarketRow } from '../markets/markets.repository';
import { toOrder } from '../markets/orders.mapper';
import type { OrderRow } from '../markets/orders.repository';
import type { OwnFill } from './trading-reports.repository';

export function toOrderReportRow(order: OrderRow, market: MarketRow): OrderReportRow {
  const { Reports: _fills, ...row } = toOrder(order, market, []);
  return row;
}

/** One of the investor's fills: the fee their own order paid for it, and whether it rested (maker) or took. */
export function toFillReportRow({ fill, orderId, side, integrationService, market }: OwnFill): FillReportRow {
  const isMaker = fill.makerOrderId === orderId;
  const quote = (units: bigint) => formatUnits(units, scaleOf(market.quoteAsset));
  return {
    ExecutionId: fill.id,
    OrderId: orderId,
    TransactionTime: fill.createdAt.toISOString(),
    ShareName: market.symbol,
    BaseAsset: market.baseAsset,
    QuoteAsset: market.quoteAsset,
    Side: side,
    Price: formatUnits(fill.priceUnits, market.priceScale),
    Quantity: formatUnits(fill.quantityUnits, market.quantityScale),
    Cost: quote(fill.costUnits),
    Fee: quote(isMaker ? fill.makerFeeUnits : fill.takerFeeUnits),
    Liquidity: isMaker ? 'maker' : 'taker',
    IntegrationService: integrationService,
  };
}

const nameOf = (names: Record<number, string>, code: number) => names[code] ?? String(code);

/** The columns of the orders download, codes spelled out (SPEC 4). */
export const orderReportColumns: CsvColumn<OrderReportRow>[] = [
  { header: 'Time', value: (row) => row.TransactionTime },
  { header: 'Order', value: (row) => row.OrderId },
  { header: 'Market', value: (row) => row.ShareName },
  { header: 'Side', value: (row) => nameOf(orderCodeNames.side, row.Side) },
  { header: 'Type', value: (row) => nameOf(orderCodeNames.orderType, row.OrderType) },
  { header: 'Time in force', value: (row) => nameOf(orderCodeNames.timeInForce, row.TimeInForce) },
  { header: 'Price', value: (row) => row.Price },
  { header: 'Stop price', value: (row) => row.StopPrice },
  { header: 'Quantity', value: (row) => row.RefOrderQty },
  { header: 'Filled', value: (row) => row.TotalFilledOrderQty },
  { header: 'Average price', value: (row) => row.AvgFilledOrderPrice },
  { header: 'Filled cost', value: (row) => row.TotalFilledOrderCost },
  { header: 'Fee', value: (row) => row.Fee },
  { header: 'Status', value: (row) => orderCodeNames.status[row.LastOrderStatus as OrderStatusCode] },
];

/** The columns of the fills download. */
export const fillReportColumns: CsvColumn<FillReportRow>[] = [
  { header: 'Time', value: (row) => row.TransactionTime },
  { header: 'Execution', value: (row) => row.ExecutionId },
  { header: 'Order', value: (row) => row.OrderId },
  { header: 'Market', value: (row) => row.ShareName },
  { header: 'Side', value: (row) => nameOf(orderCodeNames.side, row.Side) },
  { header: 'Price', value: (row) => row.Price },
  { header: 'Quantity', value: (row) => row.Quantity },
  { header: 'Cost', value: (row) => row.Cost },
  { header: 'Fee', value: (row) => row.Fee },
  { header: 'Currency', value: (row) => row.QuoteAsset },
  { header: 'Liquidity', value: (row) => row.Liquidity },
];
