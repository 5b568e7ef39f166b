// The clients of bench/orders, in a worker thread of their own so that generating the load does not
// take the event loop of the server it measures (pgbench, its baseline, is a process of its own too).
// Posts random limit orders of random investors for `duration` seconds; answers with autocannon's figures.
import { randomInt, randomUUID } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

export interface OrdersLoad {
  address: string;
  symbol: string;
  tokens: string[];
  connections: number;
  duration: number;
}

export interface OrdersLoadResult {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

const { address, symbol, tokens, connections, duration } = workerData as OrdersLoad;

/** Limit orders of random investors, buy or sell, within five ticks of 10.00: about half cross. */
function nextOrder(request: autocannon.Request): autocannon.Request {
  const token = tokens[randomInt(tokens.length)];
  const cents = 1000 + randomInt(-5, 6);
  return {
    ...request,
    headers: {
      ...request.headers,
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify({
      ShareName: symbol,
      Side: randomInt(1, 3),
      OrderType: 2,
      TimeInForce: 1,
      Price: (cents / 100).toFixed(2),
      Quantity: String(1 + randomInt(5)),
    }),
  };
}

const options: autocannon.Options = {
  url: address,
  connections,
  duration,
  requests: [{ method: 'POST', path: '/api/orders', setupRequest: nextOrder }],
};
/** Off the main thread autocannon answers its raw histograms; its own aggregation turns them into figures. */
const { aggregateResult } = autocannon as unknown as {
  aggregateResult: (results: unknown[], options: autocannon.Options) => autocannon.Result;
};
const raw = (await autocannon(options)) as unknown as { totalCompletedRequests: number; duration: number };
const result = aggregateResult([raw], options);
const answer: OrdersLoadResult = {
  rps: raw.totalCompletedRequests / raw.duration,
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors,
};
parentPort?.postMessage(answer);
