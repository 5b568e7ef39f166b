import type { FastifyInstance, InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { parsePrometheusText, samplesOf, sumOf } from '../../../test/prometheus-text';
import { call, useTestApp } from '../../../test/test-app';
import { createMarketWithTraders, placeOrder, useSockets } from '../../modules/trading/testing';

const t = useTestApp();
const { connect } = useSockets(t);

/** GET /metrics as a scraper on this machine sends it (inject's peer address is 127.0.0.1), read as Prometheus would. */
async function scrape(app: FastifyInstance, options: InjectOptions = {}) {
  const response = await app.inject({ method: 'GET', url: '/metrics', ...options });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
  return parsePrometheusText(response.body);
}

const refusalOf = async (app: FastifyInstance, options: InjectOptions) => {
  const response = await app.inject({ method: 'GET', url: '/metrics', ...options });
  return { status: response.statusCode, body: response.json() };
};

describe('GET /metrics on the api role', () => {
  it('parses as Prometheus text, with the process metrics and the requests counted by route pattern', async () => {
    const route = { role: 'api', method: 'GET', route: '/v1/provinces/:id' };
    const before = await scrape(t.api);
    for (const id of ['101', '102']) await call(t.api, { method: 'GET', url: `/v1/provinces/${id}` });
    const after = await scrape(t.api);

    expect(sumOf(after, 'http_requests_total', route)).toBe(sumOf(before, 'http_requests_total', route) + 2);
    expect(sumOf(after, 'http_request_duration_seconds_count', route)).toBe(
      sumOf(before, 'http_request_duration_seconds_count', route) + 2,
    );
    const routes = samplesOf(after, 'http_requests_total').map((sample) => sample.labels.route);
    expect(routes.filter((label) => label?.includes('101'))).toEqual([]);
    expect(after.get('http_requests_total')?.type).toBe('counter');
    expect(after.get('http_request_duration_seconds')?.type).toBe('histogram');
    expect(after.get('process_cpu_user_seconds_total')?.type).toBe('counter');
    expect(after.get('nodejs_eventloop_lag_seconds')?.type).toBe('gauge');
  });

  it('answers on a host that names the machine by its address, or that no domain has', async () => {
    await scrape(t.api, { headers: { host: '10.0.0.5:3000' } });
    await scrape(t.api, { headers: { host: 'unknown.example', origin: 'https://unknown.example' } });
  });

  it('answers scrapers on a private network that connect directly', async () => {
    await scrape(t.api, { remoteAddress: '10.1.2.3' });
    await scrape(t.api, { remoteAddress: '::ffff:192.168.7.9' });
  });

  it('refuses a caller from a public address, and a request a proxy relayed, without a token configured', async () => {
    const forbidden = {
      status: 403,
      body: {
        success: false,
        code: 'FORBIDDEN',
        message: 'Metrics are served to this machine and its private network only',
      },
    };
    expect(await refusalOf(t.api, { remoteAddress: '203.0.113.7' })).toEqual(forbidden);
    expect(await refusalOf(t.api, { remoteAddress: '2001:db8::1' })).toEqual(forbidden);
    expect(
      await refusalOf(t.api, { remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': '203.0.113.7' } }),
    ).toEqual(forbidden);
    expect(await refusalOf(t.api, { remoteAddress: '10.0.0.2', headers: { forwarded: 'for=203.0.113.7' } })).toEqual(
      forbidden,
    );
  });
});

describe('GET /metrics on the trading role', () => {
  it('counts websocket clients while they are connected', async () => {
    const websocketClients = async () => sumOf(await scrape(t.trading), 'trading_websocket_clients');
    const idle = await websocketClients();
    const client = await connect();
    await client.roundTrip();
    expect(await websocketClients()).toBe(idle + 1);
    client.socket.close();
    await client.closed;
    await expect.poll(websocketClients).toBe(idle);
  });

  it("times the market writer's batches, and counts requests under the trading role", async () => {
    const { market, seller } = await createMarketWithTraders(t, { shares: '10', usd: '1' });
    const committed = { outcome: 'committed' };
    const before = sumOf(await scrape(t.trading), 'trading_order_batch_duration_seconds_count', committed);
    await placeOrder(t, seller, { ShareName: market.symbol, Side: 2, OrderType: 2, Price: '5', Quantity: '1' });
    const after = await scrape(t.trading);

    expect(after.get('trading_order_batch_duration_seconds')?.type).toBe('histogram');
    expect(sumOf(after, 'trading_order_batch_duration_seconds_count', committed)).toBeGreaterThan(before);
    expect(sumOf(after, 'http_requests_total', { role: 'trading', method: 'POST', route: '/api/orders' })).toBe(1);
  });

  it('labels a request no route matched as unmatched, not by its path', async () => {
    await call(t.trading, { method: 'GET', url: '/api/no-such-route/123' });
    const after = await scrape(t.trading);
    expect(sumOf(after, 'http_requests_total', { role: 'trading', route: 'unmatched', status_code: '404' })).toBe(1);
    const routes = samplesOf(after, 'http_requests_total').map((sample) => sample.labels.route);
    expect(routes.filter((label) => label?.includes('no-such-route'))).toEqual([]);
  });
});
