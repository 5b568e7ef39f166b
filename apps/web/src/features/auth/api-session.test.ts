import { combineReducers, configureStore } from '@reduxjs/toolkit';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { describe, expect, it, vi } from 'vitest';
import { appSlice } from '../../app/app.slice';
import type { ApiError } from '../../shared/api/api-error';
import { type ApiRequest, type BaseQueryOptions, createBaseQuery } from '../../shared/api/base-query';
import { makeSession, makeUser } from '../../test-support/factories';
import { apiSession } from './api-session';
import { authSlice, signedIn } from './auth.slice';

interface Call {
  url: string;
  method: string;
  authorization: string | null;
  idempotencyKey: string | null;
  body: string | null;
}

type Responder = (call: Call) => Response | Promise<Response>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (payload: unknown) => json(200, { success: true, message: 'OK', payload });
const unauthenticated = () => json(401, { success: false, message: 'Sign in again', code: 'UNAUTHENTICATED' });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function setup(respond: Responder, options: { token?: string | null; investorId?: string | null } = {}) {
  const store = configureStore({ reducer: combineReducers({ auth: authSlice.reducer, app: appSlice.reducer }) });
  const token = options.token === undefined ? 'old-token' : options.token;
  if (token) {
    const user = makeUser({ investor_id: options.investorId ?? null });
    store.dispatch(signedIn(makeSession(token, user), { verifiedWithCode: false }));
  }
  const calls: Call[] = [];
  const fetchFn: BaseQueryOptions['fetchFn'] = async (url, init) => {
    const headers = new Headers(init.headers);
    const call: Call = {
      url,
      method: init.method ?? 'GET',
      authorization: headers.get('Authorization'),
      idempotencyKey: headers.get('Idempotency-Key'),
      body: typeof init.body === 'string' ? init.body : null,
    };
    calls.push(call);
    return respond(call);
  };
  const onError = vi.fn<(error: ApiError) => void>();
  const onTradingAccountError = vi.fn<(error: ApiError) => void>();
  const baseQuery = createBaseQuery({
    apiBaseUrl: 'http://app.test/v1',
    tradingUrl: 'http://app.test:3001',
    fetchFn,
    now: () => 1_000_000,
    onError,
    onTradingAccountError,
  });
  const api: BaseQueryApi = {
    signal: new AbortController().signal,
    abort: () => undefined,
    dispatch: store.dispatch,
    getState: store.getState,
    extra: { session: apiSession },
    endpoint: 'test',
    type: 'query',
  };
  const run = (args: ApiRequest | string, extraOptions = {}) => baseQuery(args, api, extraOptions);
  const refreshCalls = () => calls.filter((call) => call.url === 'http://app.test/v1/refresh');
  return { store, calls, run, onError, onTradingAccountError, refreshCalls };
}

/** The main API accepts only `new-token`; the refresh answers a session with it. */
function acceptingNewToken(refresh: Responder = () => ok(makeSession('new-token'))): Responder {
  return (call) => {
    if (call.url.endsWith('/v1/refresh')) return refresh(call);
    return call.authorization === 'Bearer new-token' ? ok({ value: call.url }) : unauthenticated();
  };
}

describe('base query', () => {
  it('prefixes main API paths with /v1 and sends trading paths to the trading host', async () => {
    const { run, calls } = setup(() => ok({}));
    await run('/countries');
    await run({ url: '/api/markets', params: { symbol: 'ABC-USD', level: undefined } });
    expect(calls.map((call) => call.url)).toEqual([
      'http://app.test/v1/countries',
      'http://app.test:3001/api/markets?symbol=ABC-USD',
    ]);
  });

  it('sends the bearer token and JSON body, and unwraps the envelope payload', async () => {
    const { run, calls } = setup(() => ok({ id: 7 }));
    const result = await run({ url: '/login', method: 'POST', body: { email: 'a@b.c' } });
    expect(result).toEqual({ data: { id: 7 }, meta: { message: 'OK' } });
    expect(calls[0]).toMatchObject({ method: 'POST', authorization: 'Bearer old-token', body: '{"email":"a@b.c"}' });
  });

  it('sends the Idempotency-Key of a money-moving request, also on the repeat after a refresh', async () => {
    const { run, calls } = setup(acceptingNewToken());
    await run({ url: '/trading/withdraw', method: 'POST', body: { amount: '1.00' }, idempotencyKey: 'key-1' });
    expect(calls.map((call) => call.idempotencyKey)).toEqual(['key-1', null, 'key-1']);
    await run('/dashboard');
    expect(calls.at(-1)?.idempotencyKey).toBeNull();
  });

  it('parses the error envelope into a typed error', async () => {
    const { run, onError } = setup(() =>
      json(400, {
        success: false,
        message: 'Invalid email address',
        code: 'VALIDATION',
        errors: { email: ['Invalid email address'] },
      }),
    );
    const result = await run({ url: '/register', method: 'POST', body: {} }, { formErrors: true });
    const error: ApiError = {
      status: 400,
      code: 'VALIDATION',
      message: 'Invalid email address',
      fieldErrors: { email: ['Invalid email address'] },
    };
    expect(result).toEqual({ error, meta: { message: 'Invalid email address' } });
    expect(onError).toHaveBeenCalledWith(error, { formErrors: true });
  });

  it('reports a request that got no response as status 0', async () => {
    const { run } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const result = await run('/countries');
    expect(result).toMatchObject({ error: { status: 0, code: null, message: null } });
  });

  it('refreshes once on a 401 and repeats the request with the new token', async () => {
    const { run, calls, store, refreshCalls } = setup(acceptingNewToken());
    const result = await run('/me');
    expect(result).toMatchObject({ data: { value: 'http://app.test/v1/me' } });
    expect(refreshCalls()).toHaveLength(1);
    expect(refreshCalls()[0]).toMatchObject({ method: 'POST', authorization: 'Bearer old-token', body: null });
    expect(calls.map((call) => call.authorization)).toEqual([
      'Bearer old-token',
      'Bearer old-token',
      'Bearer new-token',
    ]);
    expect(store.getState().auth.token).toBe('new-token');
    expect(store.getState().auth.tokenExpire).toBe(1_000_000 + 900_000);
  });

  it('shares one refresh between concurrent 401s', async () => {
    const refreshAnswer = deferred<Response>();
    const { run, calls, refreshCalls } = setup(acceptingNewToken(() => refreshAnswer.promise));
    const pending = Promise.all([run('/me'), run('/countries'), run('/2fa')]);
    await vi.waitFor(() => expect(refreshCalls()).toHaveLength(1));
    refreshAnswer.resolve(ok(makeSession('new-token')));
    const results = await pending;
    expect(refreshCalls()).toHaveLength(1);
    expect(results.every((result) => 'data' in result)).toBe(true);
    const retries = calls.filter((call) => call.authorization === 'Bearer new-token');
    expect(retries.map((call) => call.url).sort()).toEqual([
      'http://app.test/v1/2fa',
      'http://app.test/v1/countries',
      'http://app.test/v1/me',
    ]);
  });

  it('retries without refreshing when another request already refreshed the token', async () => {
    const { run, store, refreshCalls } = setup((call) => {
      if (call.url.endsWith('/v1/me')) store.dispatch(signedIn(makeSession('new-token'), { verifiedWithCode: false }));
      return call.authorization === 'Bearer new-token' ? ok({}) : unauthenticated();
    });
    const result = await run('/me');
    expect('data' in result).toBe(true);
    expect(refreshCalls()).toHaveLength(0);
  });

  it('does not refresh a request that was already retried', async () => {
    const { run, calls, store, refreshCalls, onError } = setup((call) =>
      call.url.endsWith('/v1/refresh') ? ok(makeSession('new-token')) : unauthenticated(),
    );
    const result = await run('/me');
    expect(result).toMatchObject({ error: { status: 401 } });
    expect(refreshCalls()).toHaveLength(1);
    expect(calls.filter((call) => call.url.endsWith('/v1/me'))).toHaveLength(2);
    expect(store.getState().auth.token).toBe('new-token');
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('clears the session and passes the error on when the refresh fails', async () => {
    const { run, store, refreshCalls, onError } = setup(acceptingNewToken(() => unauthenticated()));
    const result = await run('/me');
    expect(result).toMatchObject({ error: { status: 401, code: 'UNAUTHENTICATED' } });
    expect(refreshCalls()).toHaveLength(1);
    expect(store.getState().auth.token).toBeNull();
    expect(store.getState().auth.user).toBeNull();
    expect(store.getState().auth.twoFAEnabled).toBe(false);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ status: 401 }), { formErrors: false });
  });

  it.each([
    ['throttled', 429, () => json(429, { success: false, message: 'Too many requests', code: 'RATE_LIMITED' })],
    ['failing on the server', 503, () => json(503, { success: false, message: 'Unavailable', code: 'UNAVAILABLE' })],
    ['unanswered', 0, () => Promise.reject(new TypeError('Failed to fetch'))],
  ])(
    'keeps the session when the refresh is %s, passes that failure on, and refreshes on the next 401',
    async (_, status, failure) => {
      let refreshes = 0;
      const { run, store, refreshCalls, onError } = setup(
        acceptingNewToken(() => {
          refreshes += 1;
          return refreshes === 1 ? failure() : ok(makeSession('new-token'));
        }),
      );
      const failed = await run('/me');
      expect(failed).toMatchObject({ error: { status } });
      expect(store.getState().auth.token).toBe('old-token');
      expect(store.getState().auth.user).not.toBeNull();
      expect(onError).toHaveBeenCalledTimes(1);

      const repeated = await run('/me');
      expect(repeated).toMatchObject({ data: expect.anything() });
      expect(refreshCalls()).toHaveLength(2);
      expect(store.getState().auth.token).toBe('new-token');
    },
  );

  it('does not refresh when no token is held', async () => {
    const { run, calls, refreshCalls } = setup(() => unauthenticated(), { token: null });
    const result = await run({ url: '/login', method: 'POST', body: {} });
    expect(result).toMatchObject({ error: { status: 401 } });
    expect(refreshCalls()).toHaveLength(0);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.authorization).toBeNull();
  });

  it('uses an explicit token as given and never refreshes it', async () => {
    const { run, calls, refreshCalls } = setup(() => unauthenticated());
    await run({ url: '/2fa/token', method: 'POST', body: { one_time_password: '123456' }, token: 'challenge' });
    expect(calls[0]?.authorization).toBe('Bearer challenge');
    expect(refreshCalls()).toHaveLength(0);
  });

  it('looks up the trading account after a refresh when the user has an investor_id', async () => {
    const account = { AccountId: 'A1', InvestorId: 'I1', Status: 'active', CreatedAt: '2024-01-01' };
    const investor = makeUser({ investor_id: 'I1' });
    const { run, calls, store } = setup(
      (call) => {
        if (call.url.endsWith('/v1/refresh')) return ok(makeSession('new-token', investor));
        if (call.url === 'http://app.test:3001/api/accounts') return ok(account);
        return call.authorization === 'Bearer new-token' ? ok({}) : unauthenticated();
      },
      { investorId: 'I1' },
    );
    await run('/me');
    await vi.waitFor(() => expect(store.getState().app.accountDetails).toEqual(account));
    const lookup = calls.find((call) => call.url.endsWith('/api/accounts'));
    expect(lookup).toMatchObject({ method: 'POST', authorization: 'Bearer new-token' });
  });

  it('reports a failed trading account lookup without ending the session', async () => {
    const investor = makeUser({ investor_id: 'I1' });
    const { run, store, onTradingAccountError } = setup(
      (call) => {
        if (call.url.endsWith('/v1/refresh')) return ok(makeSession('new-token', investor));
        if (call.url.endsWith('/api/accounts'))
          return json(503, { success: false, message: 'Down', code: 'SERVICE_UNAVAILABLE' });
        return call.authorization === 'Bearer new-token' ? ok({}) : unauthenticated();
      },
      { investorId: 'I1' },
    );
    const result = await run('/me');
    expect('data' in result).toBe(true);
    await vi.waitFor(() =>
      expect(onTradingAccountError).toHaveBeenCalledWith(expect.objectContaining({ status: 503 })),
    );
    expect(store.getState().auth.token).toBe('new-token');
  });

  it('skips the trading account lookup for a user without an investor_id', async () => {
    const { run, calls } = setup(acceptingNewToken());
    await run('/me');
    expect(calls.some((call) => call.url.endsWith('/api/accounts'))).toBe(false);
  });
});
