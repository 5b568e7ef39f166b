import {
  type FillReportRow,
  type MovementOrderType,
  type MovementSide,
  movementCodeNames,
  type OrderReportRow,
  type OrderStatusCode,
  orderCodeNames,
} from '@invest/contracts';
import { formatUnits, scaleOf } from '@invest/money';
import type { CsvColumn } from '../../../platform/http/csv';
import { type HistoryItem, toHistoryEntry } from '../queries/account-history.mapper';
import type { OwnFill } from './trading-reports.repository';

/** A report row of an entry of the account's history: an order without its fills, or a movement. */
export function toOrderReportRow(item: HistoryItem): OrderReportRow {
  const { Reports: _fills, ...row } = toHistoryEntry(item, []);
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

/** A code of an order or of a movement (SPEC 4), spelled out; nothing for none. */
const codeNameOf = (names: Record<number, string>, code: number | MovementOrderType | MovementSide | null) => {
  if (code === null) return null;
  return typeof code === 'number' ? nameOf(names, code) : movementCodeNames[code];
};

/** The columns of the orders download, codes spelled out (SPEC 4). */
export const orderReportColumns: CsvColumn<OrderReportRow>[] = [
  { header: 'Time', value: (row) => row.TransactionTime },
  { header: 'Order', value: (row) => row.OrderId },
  { header: 'Market', value: (row) => row.ShareName },
  { header: 'Side', value: (row) => codeNameOf(orderCodeNames.side, row.Side) },
  { header: 'Type', value: (row) => codeNameOf(orderCodeNames.orderType, row.OrderType) },
  { header: 'Time in force', value: (row) => codeNameOf(orderCodeNames.timeInForce, row.TimeInForce) },
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
