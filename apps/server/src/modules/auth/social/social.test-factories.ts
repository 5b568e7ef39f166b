import { expect } from 'vitest';
import type { OidcTestProvider } from '../../../../test/oidc-provider';
import { call, type TestApp } from '../../../../test/test-app';
import { nextIp } from '../auth.test-factories';

/** A browser's cookies, enough for a walk through the provider's pages. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  keep(setCookies: string[]) {
    for (const line of setCookies) {
      const [pair] = line.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (pair && at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1));
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

const providerSetCookies = (response: Response) => response.headers.getSetCookie();

/**
 * A browser's walk through a social sign-in: GET v1/auth/{provider} on the server, the provider's
 * development sign-in form with `login`, and the callback, with this browser's cookies along the way.
 * Answers the server's last redirect: the web app's landing page with the outcome in its fragment.
 */
export async function walkSocialSignIn(
  t: TestApp,
  provider: OidcTestProvider,
  options: { slug?: string; login: string; query?: string; host?: string; callbackCookie?: (own: string) => string },
): Promise<{ landing: URL; fragment: URLSearchParams }> {
  const slug = options.slug ?? 'local';
  const remoteAddress = nextIp();
  const start = await call(t.api, {
    method: 'GET',
    url: `/v1/auth/${slug}${options.query ? `?${options.query}` : ''}`,
    host: options.host,
    remoteAddress,
  });
  expect(start.statusCode, start.body).toBe(303);
  const serverCookies = new CookieJar();
  serverCookies.keep([start.headers['set-cookie']].flat().filter((line): line is string => Boolean(line)));

  const providerCookies = new CookieJar();
  let location = String(start.headers.location);
  expect(location.startsWith(provider.issuer)).toBe(true);
  for (let hop = 0; hop < 10 && location.startsWith(provider.issuer); hop++) {
    const isLoginForm = /\/interaction\/[^/]+$/.test(new URL(location).pathname);
    const response = await fetch(location, {
      redirect: 'manual',
      method: isLoginForm ? 'POST' : 'GET',
      headers: {
        cookie: providerCookies.header(),
        ...(isLoginForm ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(isLoginForm ? { body: new URLSearchParams({ prompt: 'login', login: options.login, password: 'any' }) } : {}),
    });
    providerCookies.keep(providerSetCookies(response));
    location = new URL(response.headers.get('location') ?? '', location).href;
  }
  const callback = new URL(location);
  const ownCookie = serverCookies.header();
  const finish = await call(t.api, {
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    host: options.host,
    remoteAddress,
    headers: { cookie: options.callbackCookie ? options.callbackCookie(ownCookie) : ownCookie },
  });
  expect(finish.statusCode, finish.body).toBe(303);
  const landing = new URL(String(finish.headers.location));
  return { landing, fragment: new URLSearchParams(landing.hash.slice(1)) };
}

/** POST v1/auth/social/sign-in with the landing's one-time ticket. */
export function collectSession(t: TestApp, ticket: string, host?: string) {
  return call(t.api, {
    method: 'POST',
    url: '/v1/auth/social/sign-in',
    host,
    remoteAddress: nextIp(),
    payload: { ticket },
  });
}
