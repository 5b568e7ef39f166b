import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app';
import { createSignedInUser } from '../../auth/testing';
import {
  createTestOffering,
  moveTestOffering,
  offeringCall,
  offeringTerms,
  uniqueAsset,
} from '../offerings.test-factories';

const otherHost = 'offerings-other.test';
const t = useTestApp({ tenants: { [otherHost]: 'Other Offerings Domain' } });

const newAdmin = (host?: string) => createSignedInUser(t, { roles: ['admin'], host });

describe('administrators make offerings', () => {
  it('creates a draft with its terms in the quote currency, which investors do not see yet', async () => {
    const admin = await newAdmin();
    const investor = await createSignedInUser(t);
    const asset = uniqueAsset();
    const created = await offeringCall(t, admin, 'POST', '/v1/admin/offerings', {
      ...offeringTerms({ asset: asset.toLowerCase(), price_per_share: 2.5, max_investment: null }),
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().payload).toMatchObject({
      asset,
      quote_asset: 'USD',
      workflow: 'reg_cf',
      state: 'draft',
      price_per_share: '2.5',
      price_range: null,
      min_investment: '100',
      max_investment: null,
      target_raise: '50000',
      max_raise: '1000000',
      opens_at: '2026-03-01T14:00:00.000Z',
      accredited_only: false,
      is_favorite: false,
      history: [],
    });
    const listed = await offeringCall(t, investor, 'GET', '/v1/ipo');
    expect(listed.json().payload.items.map((item: { asset: string }) => item.asset)).not.toContain(asset);
  });

  it('markets an ipo on a price range, and refuses a range anywhere else', async () => {
    const admin = await newAdmin();
    const ipo = offeringTerms({ workflow: 'ipo', price_per_share: null, price_range: { low: '9', high: '11.5' } });
    const created = await offeringCall(t, admin, 'POST', '/v1/admin/offerings', ipo);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().payload).toMatchObject({
      price_per_share: null,
      price_range: { low: '9', high: '11.5' },
    });

    const rangedRegCf = offeringTerms({ price_per_share: null, price_range: { low: '9', high: '11' } });
    const refused = await offeringCall(t, admin, 'POST', '/v1/admin/offerings', rangedRegCf);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.price_per_share).toEqual([
      'Set one price per share: only an ipo is marketed on a price range',
    ]);
  });

  it.each([
    [
      { min_investment: '500', max_investment: '100' },
      'max_investment',
      'The maximum investment must be at least the minimum',
    ],
    [{ target_raise: '2000000' }, 'max_raise', 'The maximum raise must be at least the target'],
    [{ closes_at: '2026-03-01T14:00:00Z' }, 'closes_at', 'The offering must close after it opens'],
    [{ asset: 'usd' }, 'asset', "USD is a currency; an offering's shares need a code of their own"],
    [{ price_per_share: '2.505' }, 'price_per_share', undefined],
    [{ min_investment: '-5' }, 'min_investment', undefined],
    [{ target_raise: '1e30' }, 'target_raise', undefined],
    [
      { workflow: 'ipo', price_per_share: '2', price_range: { low: '1', high: '3' } },
      'price_per_share',
      'Set either a price per share or a price range',
    ],
    [
      { workflow: 'ipo', price_per_share: null, price_range: { low: '3', high: '3' } },
      'price_range',
      "The range's high end must be above its low end",
    ],
    [{ name: '' }, 'name', 'Enter the offering name'],
    [{ state: 'open' }, null, undefined],
  ])('refuses terms %j with a 400 on %s and creates nothing', async (overrides, field, message) => {
    const admin = await newAdmin();
    const before = await offeringCall(t, admin, 'GET', '/v1/admin/offerings?limit=100');
    const response = await offeringCall(t, admin, 'POST', '/v1/admin/offerings', offeringTerms(overrides));
    expect(response.statusCode, response.body).toBe(400);
    if (field) expect(Object.keys(response.json().errors ?? {})).toContain(field);
    if (message && field) expect(response.json().errors[field]).toEqual([message]);
    const after = await offeringCall(t, admin, 'GET', '/v1/admin/offerings?limit=100');
    expect(after.json().payload.total).toBe(before.json().payload.total);
  });

  it('gives each offering of a domain its own asset, while another domain may use the same code', async () => {
    const admin = await newAdmin();
    const asset = uniqueAsset();
    await createTestOffering(t, admin, { asset });
    const again = await offeringCall(t, admin, 'POST', '/v1/admin/offerings', offeringTerms({ asset }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Another offering of this domain already issues ${asset}`);
    const foreignAdmin = await newAdmin(otherHost);
    await createTestOffering(t, foreignAdmin, { asset }, otherHost);
  });

  it('keeps offerings to administrators of their own domain', async () => {
    const admin = await newAdmin();
    const investor = await createSignedInUser(t);
    const id = await createTestOffering(t, admin);
    const asInvestor = await offeringCall(t, investor, 'POST', '/v1/admin/offerings', offeringTerms());
    expect(asInvestor.statusCode).toBe(403);
    expect((await moveTestOffering(t, investor, id, 'open')).statusCode).toBe(403);

    const foreignAdmin = await newAdmin(otherHost);
    expect(
      (await offeringCall(t, foreignAdmin, 'GET', `/v1/admin/offerings/${id}`, undefined, otherHost)).statusCode,
    ).toBe(404);
    expect((await moveTestOffering(t, foreignAdmin, id, 'open', otherHost)).statusCode).toBe(404);
    const edit = await offeringCall(t, foreignAdmin, 'PUT', `/v1/admin/offerings/${id}`, offeringTerms(), otherHost);
    expect(edit.statusCode).toBe(404);
    expect((await offeringCall(t, admin, 'GET', `/v1/admin/offerings/${id}`)).json().payload.state).toBe('draft');
  });

  it('changes any term until the offering opens, and then never its asset', async () => {
    const admin = await newAdmin();
    const id = await createTestOffering(t, admin);
    const edited = await offeringCall(
      t,
      admin,
      'PUT',
      `/v1/admin/offerings/${id}`,
      offeringTerms({ price_per_share: '3' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().payload.price_per_share).toBe('3');
    expect((await moveTestOffering(t, admin, id, 'open')).statusCode).toBe(200);
    const late = await offeringCall(
      t,
      admin,
      'PUT',
      `/v1/admin/offerings/${id}`,
      offeringTerms({ price_per_share: '4' }),
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('The asset of an open offering cannot change');
    expect((await offeringCall(t, admin, 'GET', `/v1/admin/offerings/${id}`)).json().payload.price_per_share).toBe('3');

    const trail = await offeringCall(t, admin, 'GET', `/v1/admin/audit?object_kind=offering&object_id=${id}`);
    const actions = trail.json().payload.items.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(['offering.open', 'offering.terms', 'offering.create']);
    const [, terms] = trail.json().payload.items;
    expect(terms.before.priceUnits).not.toBe(terms.after.priceUnits);
  });
});

describe("an offering's state", () => {
  it('records who announced, opened and cancelled it, when and why', async () => {
    const admin = await newAdmin();
    const id = await createTestOffering(t, admin);
    await moveTestOffering(t, admin, id, 'upcoming');
    t.clock.advance(60_000);
    await moveTestOffering(t, admin, id, 'open');
    const cancelled = await offeringCall(t, admin, 'POST', `/v1/admin/offerings/${id}/state`, {
      to: 'cancelled',
      reason: 'The issuer withdrew',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const { state, history } = cancelled.json().payload;
    expect(state).toBe('cancelled');
    expect(history).toEqual([
      { from: 'draft', to: 'upcoming', actor_id: admin.id, reason: null, at: expect.any(String) },
      { from: 'upcoming', to: 'open', actor_id: admin.id, reason: null, at: expect.any(String) },
      { from: 'open', to: 'cancelled', actor_id: admin.id, reason: 'The issuer withdrew', at: expect.any(String) },
    ]);
    expect(Date.parse(history[1].at) - Date.parse(history[0].at)).toBe(60_000);
    const listed = (await offeringCall(t, admin, 'GET', '/v1/admin/offerings?limit=100')).json().payload.items;
    expect(listed.find((item: { id: string }) => item.id === id)?.history).toEqual(history);

    const trail = await offeringCall(t, admin, 'GET', `/v1/admin/audit?object_kind=offering&object_id=${id}`);
    expect(trail.json().payload.items).toEqual(
      [
        { action: 'offering.upcoming', before: { state: 'draft' }, after: { state: 'upcoming' }, reason: null },
        { action: 'offering.open', before: { state: 'upcoming' }, after: { state: 'open' }, reason: null },
        {
          action: 'offering.cancelled',
          before: { state: 'open' },
          after: { state: 'cancelled' },
          reason: 'The issuer withdrew',
        },
      ]
        .reverse()
        .map((entry) => expect.objectContaining({ ...entry, actor_user_id: admin.id }))
        .concat(expect.objectContaining({ action: 'offering.create', actor_user_id: admin.id })),
    );
  });

  it('answers a repeated move unchanged and records it once', async () => {
    const admin = await newAdmin();
    const id = await createTestOffering(t, admin);
    const first = await moveTestOffering(t, admin, id, 'open');
    const second = await moveTestOffering(t, admin, id, 'open');
    expect(second.statusCode).toBe(200);
    expect(second.json().payload).toEqual(first.json().payload);
    expect(second.json().payload.history).toHaveLength(1);
  });

  it('refuses a move its state does not allow, and changes nothing', async () => {
    const admin = await newAdmin();
    const id = await createTestOffering(t, admin);
    await moveTestOffering(t, admin, id, 'cancelled');
    const reopened = await moveTestOffering(t, admin, id, 'open');
    expect(reopened.statusCode).toBe(409);
    expect(reopened.json().message).toBe('An offering that is cancelled cannot become open');
    const priced = await offeringCall(t, admin, 'POST', `/v1/admin/offerings/${id}/state`, { to: 'funded' });
    expect(priced.statusCode).toBe(400);
    const current = (await offeringCall(t, admin, 'GET', `/v1/admin/offerings/${id}`)).json().payload;
    expect(current.state).toBe('cancelled');
    expect(current.history).toHaveLength(1);
  });

  it('lets one of two concurrent moves from the same state win, with one record', async () => {
    const admin = await newAdmin();
    for (let round = 0; round < 5; round += 1) {
      const id = await createTestOffering(t, admin);
      await moveTestOffering(t, admin, id, 'upcoming');
      const [open, cancel] = await Promise.all([
        moveTestOffering(t, admin, id, 'open'),
        moveTestOffering(t, admin, id, 'cancelled'),
      ]);
      const current = (await offeringCall(t, admin, 'GET', `/v1/admin/offerings/${id}`)).json().payload;
      const history = current.history as { from: string; to: string }[];
      expect(history.filter((change) => change.from === 'upcoming')).toHaveLength(1);
      expect(history.map((change) => change.from)).toEqual([
        'draft',
        ...history.slice(0, -1).map((change) => change.to),
      ]);
      expect(history.at(-1)?.to).toBe(current.state);
      const succeeded = [open, cancel].filter((response) => response.statusCode === 200).length;
      expect(succeeded).toBe(history.length - 1);
      for (const response of [open, cancel]) expect([200, 409]).toContain(response.statusCode);
    }
  });
});
