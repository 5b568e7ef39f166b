import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/test-app';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await createTestApp({ env: { REDIS_URL: redisUrl } });
  second = await createTestApp({ env: { REDIS_URL: redisUrl }, sharedDatabase: first.context.database });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

async function eventually<T>(read: () => Promise<T>, until: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const value = await read();
    if (until(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return read();
}

describe('two instances sharing Redis', () => {
  it('delivers an event published by one instance to subscribers of the other', async () => {
    const received: unknown[] = [];
    second.context.bus.subscribe('test.ping', (message) => received.push(message.payload));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await first.context.bus.publish({ topic: 'test.ping', tenantId: null, payload: { n: 1 } });
    const delivered = await eventually(
      async () => received,
      (list) => list.length > 0,
    );
    expect(delivered).toEqual([{ n: 1 }]);
  });

  it('shows a settings change made on one instance on the other at once, through the outbox', async () => {
    const id = await first.createTenant('shared.test', 'Before');
    const seen = await call(second.api, { method: 'GET', url: '/v1/ihq/domains/settings', host: 'shared.test' });
    expect(seen.json().payload.company_name).toBe('Before');

    await first.context.tenants.updateSettings(id, { company_name: 'After' });
    await first.drainOutbox();

    const after = await eventually(
      () => call(second.api, { method: 'GET', url: '/v1/ihq/domains/settings', host: 'shared.test' }),
      (response) => response.json().payload.company_name === 'After',
    );
    expect(after.json().payload.company_name).toBe('After');
  });
});
