import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import { createSignedInUser } from '../../auth/testing';
import { createTestMarket } from '../trading.test-factories';

const otherHost = 'bookmarks-other.test';
const t = useTestApp({ tenants: { [otherHost]: 'Other Bookmarks Domain' } });

const list = (user: { token: string }, host?: string) =>
  call(t.api, { method: 'GET', url: '/v1/bookmark', token: user.token, host });

const mark = (user: { token: string }, symbol: string, payload: unknown, host?: string) =>
  call(t.api, {
    method: 'POST',
    url: `/v1/bookmark/${encodeURIComponent(symbol)}`,
    token: user.token,
    host,
    payload: payload as Record<string, unknown>,
  });

describe('GET /v1/bookmark and POST /v1/bookmark/{id}', () => {
  it('keeps the markets a user bookmarks on the server, once each, until taken away', async () => {
    const first = await createTestMarket(t);
    const second = await createTestMarket(t);
    const user = await createSignedInUser(t);
    expect((await list(user)).json().payload).toEqual([]);

    const marked = await mark(user, second.symbol, { bookmarked: true });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().payload).toEqual({ Symbol: second.symbol, Bookmarked: true });
    await mark(user, first.symbol, { bookmarked: true });
    await mark(user, first.symbol, { bookmarked: true });
    expect((await list(user)).json().payload).toEqual([
      { Symbol: first.symbol, BookmarkedAt: t.clock.now().toISOString() },
      { Symbol: second.symbol, BookmarkedAt: t.clock.now().toISOString() },
    ]);

    expect((await mark(user, first.symbol, { bookmarked: false })).json().payload).toEqual({
      Symbol: first.symbol,
      Bookmarked: false,
    });
    await mark(user, first.symbol, { bookmarked: false });
    expect((await list(user)).json().payload.map((bookmark: { Symbol: string }) => bookmark.Symbol)).toEqual([
      second.symbol,
    ]);
  });

  it("shows a user only their own bookmarks, and answers 404 for an unknown market or another domain's", async () => {
    const market = await createTestMarket(t);
    const owner = await createSignedInUser(t);
    await mark(owner, market.symbol, { bookmarked: true });
    const other = await createSignedInUser(t);
    expect((await list(other)).json().payload).toEqual([]);
    const elsewhere = await createSignedInUser(t, { host: otherHost });
    const foreign = await mark(elsewhere, market.symbol, { bookmarked: true }, otherHost);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'NOT_FOUND', message: `Market ${market.symbol} not found` });
    expect((await list(elsewhere, otherHost)).json().payload).toEqual([]);
    expect((await mark(owner, 'NOPE-USD', { bookmarked: true })).statusCode).toBe(404);
    expect((await list(owner, otherHost)).statusCode).toBe(401);
  });

  it('refuses a body that is not a yes or no, and callers who are not signed in', async () => {
    const market = await createTestMarket(t);
    const user = await createSignedInUser(t);
    for (const payload of [{}, { bookmarked: 'yes' }, { bookmarked: true, note: 'x' }, null]) {
      const response = await mark(user, market.symbol, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe('VALIDATION');
    }
    expect((await list(user)).json().payload).toEqual([]);
    expect((await call(t.api, { method: 'GET', url: '/v1/bookmark' })).statusCode).toBe(401);
    expect((await mark({ token: '' }, market.symbol, { bookmarked: true })).statusCode).toBe(401);
  });
});
