import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app';
import { selectRows } from '../../../platform/db/raw-rows';
import { inTransaction } from '../../../platform/db/transaction';
import type { OutboxEvent } from '../../../platform/events/outbox';
import { updateMarket } from '../markets/markets.repository';
import { createTestMarket, createTrader, placeOrder } from '../trading.test-factories';
import type { TradingVenue, VenueExecution } from './venue.port';
import { createVenueReportHandler, venueExecutionsTopic } from './venue-reports';

const t = useTestApp();

const rowsOf = <Row>(query: ReturnType<typeof sql>) => selectRows<Row>(t.context.database.db, query);

const pendingVenueEvents = () =>
  rowsOf<{ tenant_id: string; payload: unknown }>(
    sql`select tenant_id, payload from outbox_events where topic = ${venueExecutionsTopic} and published_at is null`,
  );

/** A venue that remembers what it was told. */
function recordingVenue(name: string): TradingVenue & { reports: VenueExecution[] } {
  const reports: VenueExecution[] = [];
  return {
    name,
    isSandbox: true,
    reports,
    async report(execution) {
      reports.push(execution);
      return { reference: `${name}-ref-${reports.length}` };
    },
  };
}

async function tradeThreeShares(market: Awaited<ReturnType<typeof createTestMarket>>) {
  const seller = await createTrader(t, { [market.baseAsset]: '10' });
  const buyer = await createTrader(t, { USD: '100' });
  const order = { ShareName: market.symbol, OrderType: 2, Price: '12.34', Quantity: '3' };
  await placeOrder(t, seller, { ...order, Side: 2 });
  const bought = await placeOrder(t, buyer, { ...order, Side: 1 });
  return { seller, buyer, bought };
}

describe('executions on markets backed by an outside venue', () => {
  it('reports each fill of a merj market to merj once, in ledger-integration units, with both accounts', async () => {
    await t.drainOutbox();
    const market = await createTestMarket(t, { integrationService: 'merj' });
    const { seller, buyer, bought } = await tradeThreeShares(market);
    expect(bought).toMatchObject({ IntegrationService: 'merj', LastOrderStatus: '2' });
    const [pending] = await pendingVenueEvents();
    if (!pending) throw new Error('no venue report was queued');
    const event: OutboxEvent = { tenantId: pending.tenant_id, topic: venueExecutionsTopic, payload: pending.payload };

    const merj = recordingVenue('merj');
    const report = createVenueReportHandler({ merj });
    await inTransaction(t.context.database.db, (tx) => report(event, tx));
    const [fill] = bought.Reports;
    expect(merj.reports).toEqual([
      {
        executionId: fill?.ExecutionId,
        symbol: market.symbol,
        price: '12.34',
        quantityUnits: '300000000',
        takerSide: 1,
        buyerAccount: buyer.investorId,
        sellerAccount: seller.investorId,
        executedAt: fill?.TransactionTime,
      },
    ]);
    // The relay's own run, and any replay of the event, find it reported and send nothing again.
    await inTransaction(t.context.database.db, (tx) => report(event, tx));
    await t.drainOutbox();
    expect(merj.reports).toHaveLength(1);
    expect(
      await rowsOf(sql`select venue, reference from venue_executions where fill_id = ${fill?.ExecutionId ?? ''}`),
    ).toEqual([{ venue: 'merj', reference: 'merj-ref-1' }]);
  });

  it('reports nothing for a market the built-in ledger backs', async () => {
    await t.drainOutbox();
    const market = await createTestMarket(t);
    const { bought } = await tradeThreeShares(market);
    expect(bought.IntegrationService).toBe('digtl_ledger');
    expect(await pendingVenueEvents()).toEqual([]);
  });

  it('keeps the integration service an order was placed with when its market moves to another', async () => {
    const market = await createTestMarket(t, { integrationService: 'bosonic' });
    const trader = await createTrader(t, { USD: '100' });
    const placed = await placeOrder(t, trader, {
      ShareName: market.symbol,
      Side: 1,
      OrderType: 2,
      Price: '1.00',
      Quantity: '1',
    });
    await updateMarket(t.context.database.db, market.id, { integrationService: 'merj' });
    const [row] = await rowsOf<{ integration_service: string }>(
      sql`select integration_service from orders where id = ${placed.OrderId}`,
    );
    expect(placed.IntegrationService).toBe('bosonic');
    expect(row?.integration_service).toBe('bosonic');
  });
});
