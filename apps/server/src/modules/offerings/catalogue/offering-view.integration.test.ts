import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app';
import { createSignedInUser } from '../../auth/testing';
import { createTrader } from '../../trading/testing';
import {
  commitTo,
  createTestOffering,
  investorPost,
  offeringCall,
  openTestOffering,
} from '../offerings.test-factories';

const otherHost = 'offering-view-other.test';
const t = useTestApp({ tenants: { [otherHost]: 'Other View Domain' } });

describe('the raised amount investors see', () => {
  it('sums the active commitments in the list, the page and the favourite answer, leaving cancelled ones out', async () => {
    t.clock.set(new Date('2026-03-02T12:00:00Z'));
    const id = await openTestOffering(t);
    const first = await createTrader(t, { USD: '1000' });
    const second = await createTrader(t, { USD: '1000' });
    const viewer = await createSignedInUser(t);
    const fresh = await offeringCall(t, viewer, 'GET', `/v1/ipo/${id}`);
    expect(fresh.json().payload).toMatchObject({ id, raised: '0', is_favorite: false });

    expect((await commitTo(t, first, id, 40, '2.5')).statusCode).toBe(200);
    const kept = await commitTo(t, second, id, 100, '2.5');
    expect(kept.statusCode).toBe(200);
    const cancelled = await commitTo(t, first, id, 200, '2.5');
    expect(cancelled.statusCode).toBe(200);
    const cancel = await investorPost(t, first, `/v1/ipo/subscriptions/${cancelled.json().payload.id}/cancel`, {});
    expect(cancel.statusCode).toBe(200);

    const page = await offeringCall(t, viewer, 'GET', `/v1/ipo/${id}`);
    expect(page.json().payload.raised).toBe('250');
    const listed = await offeringCall(t, viewer, 'GET', '/v1/ipo?state=open&limit=100');
    expect(listed.json().payload.items.find((item: { id: string }) => item.id === id)).toMatchObject({ raised: '250' });
    const starred = await offeringCall(t, viewer, 'POST', `/v1/ipo/${id}/favorite`, { is_favorite: true });
    expect(starred.json().payload).toMatchObject({ raised: '250', is_favorite: true });
    expect((await offeringCall(t, viewer, 'GET', `/v1/ipo/${id}`)).json().payload.is_favorite).toBe(true);
  });

  it("answers a draft, another domain's offering or an unknown id with a 404, and a malformed id with a 400", async () => {
    const admin = await createSignedInUser(t, { roles: ['admin'] });
    const draft = await createTestOffering(t, admin);
    const id = await openTestOffering(t);
    const investor = await createSignedInUser(t);
    const foreigner = await createSignedInUser(t, { host: otherHost });
    expect((await offeringCall(t, investor, 'GET', `/v1/ipo/${draft}`)).statusCode).toBe(404);
    expect((await offeringCall(t, foreigner, 'GET', `/v1/ipo/${id}`, undefined, otherHost)).statusCode).toBe(404);
    expect((await offeringCall(t, investor, 'GET', '/v1/ipo/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
    expect((await offeringCall(t, investor, 'GET', '/v1/ipo/not-an-id')).statusCode).toBe(400);
  });
});
