import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import { createSignedInUser } from '../../auth/testing';
import { createTestMarket } from '../trading.test-factories';

const otherHost = 'news-other.test';
const t = useTestApp({ tenants: { [otherHost]: 'Other News Domain' } });

const publish = (user: { token: string }, payload: unknown, host?: string) =>
  call(t.api, {
    method: 'POST',
    url: '/v1/admin/asset-news',
    token: user.token,
    host,
    payload: payload as Record<string, unknown>,
  });

const read = (query = '', host?: string) => call(t.api, { method: 'GET', url: `/v1/asset-news${query}`, host });

describe('asset news', () => {
  it('shows what administrators publish about an instrument, newest first, to anyone on the domain', async () => {
    const market = await createTestMarket(t);
    const other = await createTestMarket(t);
    const admin = await createSignedInUser(t, { roles: ['admin'] });
    const first = await publish(admin, {
      asset: market.baseAsset.toLowerCase(),
      title: '  Quarterly results  ',
      summary: 'Revenue rose 12 percent.',
      url: 'https://example.test/results',
      source: 'Company filing',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().payload).toEqual({
      Id: expect.any(String),
      Asset: market.baseAsset,
      Title: 'Quarterly results',
      Summary: 'Revenue rose 12 percent.',
      Url: 'https://example.test/results',
      Source: 'Company filing',
      PublishedAt: t.clock.now().toISOString(),
    });
    const newsId = first.json().payload.Id;
    const trail = await call(t.api, {
      method: 'GET',
      url: `/v1/admin/audit?object_kind=news&object_id=${newsId}`,
      token: admin.token,
    });
    expect(trail.statusCode, trail.body).toBe(200);
    expect(trail.json().payload.items).toEqual([
      expect.objectContaining({
        action: 'news.publish',
        after: expect.objectContaining({ title: 'Quarterly results' }),
      }),
    ]);
    t.clock.advance(60_000);
    await publish(admin, { asset: market.baseAsset, title: 'New factory', summary: 'Opens in May.' });
    await publish(admin, { asset: other.baseAsset, title: 'Other news', summary: 'Elsewhere.' });

    const ofMarket = (await read(`?asset=${market.baseAsset}`)).json().payload;
    expect(ofMarket.total).toBe(2);
    expect(ofMarket.items.map((item: { Title: string }) => item.Title)).toEqual(['New factory', 'Quarterly results']);
    expect(ofMarket.items[0]).toMatchObject({ Url: null, Source: null });
    expect((await read('?limit=1&page=2')).json().payload.items[0].Title).toBe('New factory');
    expect((await read('', otherHost)).json().payload).toMatchObject({ items: [], total: 0 });
  });

  it('holds back an item published for later until its time', async () => {
    const market = await createTestMarket(t);
    const admin = await createSignedInUser(t, { roles: ['admin'] });
    const later = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    await publish(admin, { asset: market.baseAsset, title: 'Embargoed', summary: 'At noon.', publishedAt: later });
    expect((await read(`?asset=${market.baseAsset}`)).json().payload.total).toBe(0);
    t.clock.advance(3_600_000);
    expect((await read(`?asset=${market.baseAsset}`)).json().payload.items[0].Title).toBe('Embargoed');
  });

  it("lets only the domain's administrators publish, about the domain's own instruments", async () => {
    const market = await createTestMarket(t);
    const investor = await createSignedInUser(t);
    const body = { asset: market.baseAsset, title: 'Rumour', summary: 'Unconfirmed.' };
    expect((await publish(investor, body)).statusCode).toBe(403);
    expect((await call(t.api, { method: 'POST', url: '/v1/admin/asset-news', payload: body })).statusCode).toBe(401);
    const foreignAdmin = await createSignedInUser(t, { roles: ['admin'], host: otherHost });
    const foreign = await publish(foreignAdmin, body, otherHost);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors.asset).toEqual([`No market of this platform trades ${market.baseAsset}`]);
    expect((await read(`?asset=${market.baseAsset}`)).json().payload.total).toBe(0);
  });

  it('refuses bad input with a 400 on the field', async () => {
    const market = await createTestMarket(t);
    const admin = await createSignedInUser(t, { roles: ['admin'] });
    const valid = { asset: market.baseAsset, title: 'Title', summary: 'Summary.' };
    const cases: [unknown, string][] = [
      [{}, 'asset'],
      [{ ...valid, title: '   ' }, 'title'],
      [{ ...valid, title: 'x'.repeat(201) }, 'title'],
      [{ ...valid, summary: 'x'.repeat(2001) }, 'summary'],
      [{ ...valid, url: 'http://example.test' }, 'url'],
      [{ ...valid, url: 'javascript:alert(1)' }, 'url'],
      [{ ...valid, publishedAt: 'tomorrow' }, 'publishedAt'],
      [{ ...valid, createdBy: 'someone' }, ''],
    ];
    for (const [body, field] of cases) {
      const response = await publish(admin, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      if (field) expect(Object.keys(response.json().errors ?? {})).toContain(field);
    }
    expect((await read('?limit=0')).statusCode).toBe(400);
    expect((await read('?asset=not%20one')).statusCode).toBe(400);
  });
});
