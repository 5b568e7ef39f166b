import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app';
import { createSignedInUser } from '../../auth/testing';
import { createTrader } from '../../trading/testing';
import { commitTo, investorPost, offeringCall, openTestOffering } from '../offerings.test-factories';

const otherHost = 'commitment-series-other.test';
const t = useTestApp({ tenants: { [otherHost]: 'Other Series Domain' } });
const day = 24 * 60 * 60 * 1000;

const seriesOf = async (viewer: { token: string }, id: string) => {
  const response = await offeringCall(t, viewer, 'GET', `/v1/ipo/${id}/commitments`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload;
};

describe('GET /v1/ipo/{id}/commitments', () => {
  it('answers the running total per day of the commitments still standing', async () => {
    t.clock.set(new Date('2026-03-02T09:00:00Z'));
    const id = await openTestOffering(t);
    expect(await seriesOf(await createSignedInUser(t), id)).toEqual({ quote_asset: 'USD', points: [] });

    const trader = () => createTrader(t, { USD: '1000' });
    const [ada, bob] = await Promise.all([trader(), trader()]);
    expect((await commitTo(t, ada, id, 40, '2.5')).statusCode).toBe(200);
    expect((await commitTo(t, bob, id, 60, '2.5')).statusCode).toBe(200);
    t.clock.advance(2 * day);
    expect((await commitTo(t, await trader(), id, 100, '2.5')).statusCode).toBe(200);
    t.clock.advance(day);
    const dee = await trader();
    const latest = await commitTo(t, dee, id, 80, '2.5');
    expect(latest.statusCode).toBe(200);

    expect(await seriesOf(dee, id)).toEqual({
      quote_asset: 'USD',
      points: [
        { date: '2026-03-02', amount: '250', count: 2 },
        { date: '2026-03-04', amount: '500', count: 3 },
        { date: '2026-03-05', amount: '700', count: 4 },
      ],
    });

    expect(
      (await investorPost(t, dee, `/v1/ipo/subscriptions/${latest.json().payload.id}/cancel`, {})).statusCode,
    ).toBe(200);
    expect((await seriesOf(dee, id)).points).toEqual([
      { date: '2026-03-02', amount: '250', count: 2 },
      { date: '2026-03-04', amount: '500', count: 3 },
    ]);
  });

  it("answers another domain's offering with a 404", async () => {
    const id = await openTestOffering(t);
    const foreigner = await createSignedInUser(t, { host: otherHost });
    const response = await offeringCall(t, foreigner, 'GET', `/v1/ipo/${id}/commitments`, undefined, otherHost);
    expect(response.statusCode).toBe(404);
  });
});
