import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import { createSignedInUser } from '../../auth/testing';
import { createTestOffering, moveTestOffering, offeringCall } from '../offerings.test-factories';

const otherHost = 'offerings-list-other.test';
const t = useTestApp({ tenants: { [otherHost]: 'Other List Domain' } });

type Listed = { id: string; state: string; is_favorite: boolean; workflow: string };

async function list(user: { token: string }, query = '', host?: string) {
  const response = await offeringCall(t, user, 'GET', `/v1/ipo${query}`, undefined, host);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload as { items: Listed[]; total: number };
}

/** A domain of its own with one offering in each state an investor may meet. */
async function domainWithOfferings() {
  const host = `offerings-${Math.random().toString(36).slice(2, 8)}.test`;
  await t.createTenant(host);
  const admin = await createSignedInUser(t, { roles: ['admin'], host });
  const make = async (to: string[], overrides: Record<string, unknown>) => {
    const id = await createTestOffering(t, admin, overrides, host);
    for (const state of to) await moveTestOffering(t, admin, id, state, host);
    return id;
  };
  const draft = await make([], {});
  const upcoming = await make(['upcoming'], { closes_at: '2026-04-01T00:00:00Z' });
  const openLate = await make(['open'], { closes_at: '2026-06-01T00:00:00Z' });
  const openSoon = await make(['open'], { workflow: 'listx', closes_at: '2026-05-01T00:00:00Z' });
  const cancelled = await make(['cancelled'], { closes_at: '2026-03-15T00:00:00Z' });
  return { host, admin, draft, upcoming, openLate, openSoon, cancelled };
}

describe('GET /v1/ipo', () => {
  it('lists announced offerings, open ones first and soonest closing first, and never a draft', async () => {
    const domain = await domainWithOfferings();
    const investor = await createSignedInUser(t, { host: domain.host });
    const page = await list(investor, '', domain.host);
    expect(page.items.map((item) => item.id)).toEqual([
      domain.openSoon,
      domain.openLate,
      domain.upcoming,
      domain.cancelled,
    ]);
    expect(page.total).toBe(4);
  });

  it('filters by workflow and state and pages through the rest', async () => {
    const domain = await domainWithOfferings();
    const investor = await createSignedInUser(t, { host: domain.host });
    expect((await list(investor, '?workflow=listx', domain.host)).items.map((item) => item.id)).toEqual([
      domain.openSoon,
    ]);
    expect((await list(investor, '?state=open', domain.host)).total).toBe(2);
    expect((await list(investor, '?state=draft', domain.host)).items).toEqual([]);
    const second = await list(investor, '?limit=2&page=2', domain.host);
    expect(second.items.map((item) => item.id)).toEqual([domain.upcoming, domain.cancelled]);
    expect(second.total).toBe(4);
  });

  it.each(['?state=secret', '?workflow=spac', '?favorite=yes', '?limit=1000', '?page=0', '?sort=name'])(
    'answers %s with a 400',
    async (query) => {
      const investor = await createSignedInUser(t);
      const response = await offeringCall(t, investor, 'GET', `/v1/ipo${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().success).toBe(false);
    },
  );

  it('is for signed-in investors with a confirmed email', async () => {
    expect((await call(t.api, { method: 'GET', url: '/v1/ipo' })).statusCode).toBe(401);
    const unconfirmed = await createSignedInUser(t, { emailVerified: false });
    expect((await offeringCall(t, unconfirmed, 'GET', '/v1/ipo')).statusCode).toBe(403);
  });

  it("shows no other domain's offerings", async () => {
    const domain = await domainWithOfferings();
    const foreigner = await createSignedInUser(t, { host: otherHost });
    const ids = (await list(foreigner, '?limit=100', otherHost)).items.map((item) => item.id);
    expect(ids).not.toContain(domain.openSoon);
  });
});

describe('POST /v1/ipo/{id}/favorite', () => {
  it('stars and unstars an offering for this investor only, and filters the list by it', async () => {
    const domain = await domainWithOfferings();
    const investor = await createSignedInUser(t, { host: domain.host });
    const neighbour = await createSignedInUser(t, { host: domain.host });
    const star = (isFavorite: boolean) =>
      offeringCall(
        t,
        investor,
        'POST',
        `/v1/ipo/${domain.upcoming}/favorite`,
        { is_favorite: isFavorite },
        domain.host,
      );

    expect((await star(true)).json().payload).toMatchObject({ id: domain.upcoming, is_favorite: true });
    expect((await star(true)).statusCode).toBe(200);
    const favourites = await list(investor, '?favorite=true', domain.host);
    expect(favourites.items.map((item) => [item.id, item.is_favorite])).toEqual([[domain.upcoming, true]]);
    expect((await list(investor, '?favorite=false', domain.host)).total).toBe(3);
    expect((await list(neighbour, '?favorite=true', domain.host)).items).toEqual([]);

    expect((await star(false)).json().payload.is_favorite).toBe(false);
    expect((await star(false)).statusCode).toBe(200);
    expect((await list(investor, '?favorite=true', domain.host)).items).toEqual([]);
  });

  it("finds neither a draft nor another domain's offering, and refuses a body that is not a choice", async () => {
    const domain = await domainWithOfferings();
    const investor = await createSignedInUser(t, { host: domain.host });
    const draft = await offeringCall(
      t,
      investor,
      'POST',
      `/v1/ipo/${domain.draft}/favorite`,
      { is_favorite: true },
      domain.host,
    );
    expect(draft.statusCode).toBe(404);
    const foreigner = await createSignedInUser(t, { host: otherHost });
    const foreign = await offeringCall(
      t,
      foreigner,
      'POST',
      `/v1/ipo/${domain.openSoon}/favorite`,
      { is_favorite: true },
      otherHost,
    );
    expect(foreign.statusCode).toBe(404);
    for (const body of [{}, { is_favorite: 'yes' }, { is_favorite: true, extra: 1 }]) {
      const response = await offeringCall(
        t,
        investor,
        'POST',
        `/v1/ipo/${domain.openSoon}/favorite`,
        body,
        domain.host,
      );
      expect(response.statusCode).toBe(400);
    }
    const badId = await offeringCall(
      t,
      investor,
      'POST',
      '/v1/ipo/not-an-id/favorite',
      { is_favorite: true },
      domain.host,
    );
    expect(badId.statusCode).toBe(400);
    expect((await list(investor, '?favorite=true', domain.host)).items).toEqual([]);
  });
});
