import type { SessionPayload, TradingAccount } from '@invest/contracts';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { BaseQueryApi, BaseQueryFn } from '@reduxjs/toolkit/query';
import { type ApiError, networkError, parseApiError } from './api-error';
import { xhrFetch } from './xhr-fetch';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One request. A `url` starting with `/api/` goes to the trading host; any other is a main-API path
 * that gets the `/v1` prefix (`/login` becomes `/v1/login`).
 */
export interface ApiRequest {
  url: string;
  method?: HttpMethod;
  /** JSON, FormData (multipart uploads) or a Blob (raw bytes, such as one chunk of an upload). */
  body?: unknown;
  params?: Record<string, string | number | boolean | undefined>;
  /** A bearer token used instead of the session's, such as the 2FA challenge token. Never refreshed. */
  token?: string;
  /** `blob` for a file (a PDF, an uploaded document): the data is an object URL of it, which the caller revokes. */
  responseType?: 'json' | 'blob';
  /** Called with the fraction of the body sent so far (uploads). */
  onUploadProgress?: (fraction: number) => void;
  /**
   * Sent as the `Idempotency-Key` header (API.md) on a request that moves money: one key per user
   * action, reused when the same action is retried, so the server moves the money once.
   */
  idempotencyKey?: string;
}

interface ApiMeta {
  /** The envelope's human message ("Saved", "Check your email ..."). */
  message: string | null;
}

interface ApiExtraOptions {
  /** The caller is a form that shows field errors itself, so they do not become an alert. */
  formErrors?: boolean;
}

export interface ErrorContext {
  formErrors: boolean;
}

export interface BaseQueryOptions {
  /** Base of the main API, `/v1` in the browser. */
  apiBaseUrl: string;
  /** Origin of the trading host (SPEC 7 "Trading endpoints use a separate trading host"). */
  tradingUrl: string;
  fetchFn: (input: string, init: RequestInit) => Promise<Response>;
  now: () => number;
  /** Every failure that is passed on to the caller (after any refresh) is reported here first. */
  onError: (error: ApiError, context: ErrorContext) => void;
  /** The trading account lookup after a refresh failed; it never ends the session. */
  onTradingAccountError: (error: ApiError) => void;
}

/**
 * The signed-in session as the base query needs it: where its token is, what keeps a refreshed one,
 * what ends it. The app's store hands it over as the thunk extra argument (`ApiExtra`), so this
 * plumbing knows no feature's state.
 */
export interface ApiSession {
  /** The access token held in `state`, or null when no one is signed in. */
  tokenOf: (state: unknown) => string | null;
  /** The action that keeps the session a refresh answered. */
  refreshed: (session: SessionPayload, now: number) => UnknownAction;
  /** The action that clears the session once its refresh failed. */
  expired: () => UnknownAction;
  /** The action that keeps the trading account looked up after a refresh. */
  tradingAccountLoaded: (account: TradingAccount) => UnknownAction;
}

/** The thunk extra argument of the store, which RTK Query passes to the base query. */
export interface ApiExtra {
  session: ApiSession;
}

type Failure = { error: ApiError; meta: ApiMeta };
type Result = { data: unknown; meta: ApiMeta } | Failure;

const tradingPrefix = '/api/';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function sessionOf(api: Pick<BaseQueryApi, 'extra'>): ApiSession {
  const session = (api.extra as Partial<ApiExtra> | undefined)?.session;
  if (!session) throw new Error('The store must pass { session } as its thunk extra argument (see app/store.ts).');
  return session;
}

function readToken(api: Pick<BaseQueryApi, 'getState' | 'extra'>): string | null {
  return sessionOf(api).tokenOf(api.getState());
}

function queryString(params: ApiRequest['params']): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The RTK Query base query of SPEC 4 "Session token": bearer auth, one shared refresh on 401, the
 * original request repeated once with the new token, and the session cleared when the refresh fails.
 */
export function createBaseQuery(
  options: BaseQueryOptions,
): BaseQueryFn<ApiRequest | string, unknown, ApiError, ApiExtraOptions, ApiMeta> {
  let refreshing: Promise<string | Failure> | null = null;

  function urlOf(request: ApiRequest): string {
    const base = request.url.startsWith(tradingPrefix) ? options.tradingUrl : options.apiBaseUrl;
    return `${base}${request.url}${queryString(request.params)}`;
  }

  async function send(request: ApiRequest, token: string | null, signal?: AbortSignal): Promise<Result> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (request.idempotencyKey) headers['Idempotency-Key'] = request.idempotencyKey;
    const init: RequestInit = { method: request.method ?? 'GET', headers };
    if (signal) init.signal = signal;
    if (request.body instanceof FormData) {
      init.body = request.body;
    } else if (request.body instanceof Blob) {
      headers['Content-Type'] = 'application/octet-stream';
      init.body = request.body;
    } else if (request.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(request.body);
    }
    const { onUploadProgress } = request;
    let response: Response;
    let body: unknown;
    try {
      response = onUploadProgress
        ? await xhrFetch(urlOf(request), init, onUploadProgress)
        : await options.fetchFn(urlOf(request), init);
      if (response.ok && request.responseType === 'blob') {
        return { data: URL.createObjectURL(await response.blob()), meta: { message: null } };
      }
      body = await readBody(response);
    } catch {
      return { error: networkError, meta: { message: null } };
    }
    if (!response.ok) {
      const error = parseApiError(response.status, body);
      return { error, meta: { message: error.message } };
    }
    if (isRecord(body) && body.success === true && 'payload' in body) {
      return { data: body.payload, meta: { message: typeof body.message === 'string' ? body.message : null } };
    }
    return { data: body, meta: { message: null } };
  }

  function lookUpTradingAccount(api: BaseQueryApi, token: string) {
    void send({ url: '/api/accounts', method: 'POST' }, token).then((result) => {
      if ('error' in result) options.onTradingAccountError(result.error);
      else api.dispatch(sessionOf(api).tradingAccountLoaded(result.data as TradingAccount));
    });
  }

  /**
   * Concurrent callers share one refresh; resolves to the new token, or to the refresh's failure. Only a
   * refused refresh (401, 403) ends the session: a refresh that was throttled, failed on the server or got
   * no answer leaves the session as it is, so the next request tries again.
   */
  function refresh(api: BaseQueryApi, expiredToken: string): Promise<string | Failure> {
    refreshing ??= (async () => {
      const result = await send({ url: '/refresh', method: 'POST' }, expiredToken);
      if ('error' in result) {
        if (result.error.status === 401 || result.error.status === 403) api.dispatch(sessionOf(api).expired());
        return result;
      }
      const session = result.data as SessionPayload;
      api.dispatch(sessionOf(api).refreshed(session, options.now()));
      if (session.user.investor_id) lookUpTradingAccount(api, session.access_token);
      return session.access_token;
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  return async (args, api, extraOptions) => {
    const request = typeof args === 'string' ? { url: args } : args;
    const sentToken = request.token ?? readToken(api);
    let result = await send(request, sentToken, api.signal);

    if ('error' in result && result.error.status === 401 && request.token === undefined && sentToken) {
      const current = readToken(api);
      if (current) {
        const refreshed = current === sentToken ? await refresh(api, current) : current;
        if (typeof refreshed === 'string') result = await send(request, refreshed, api.signal);
        else if (refreshed.error.status !== 401 && refreshed.error.status !== 403) result = refreshed;
      }
    }

    if ('error' in result && !api.signal.aborted) {
      options.onError(result.error, { formErrors: extraOptions?.formErrors ?? false });
    }
    return result;
  };
}
