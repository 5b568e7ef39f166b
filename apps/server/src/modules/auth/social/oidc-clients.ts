import * as oidc from 'openid-client';
import type { SignInProviderRow } from './social.tables';

/**
 * Providers' OpenID configurations, discovered once per process and provider settings. Plain http
 * is allowed to a loopback issuer only (a provider on the same machine, as in the tests); the
 * operator command refuses any other http issuer.
 */
const discovered = new Map<string, Promise<oidc.Configuration>>();

export function isLoopbackIssuer(issuer: URL): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
}

export function providerConfiguration(provider: SignInProviderRow, clientSecret: string): Promise<oidc.Configuration> {
  const key = `${provider.id}:${provider.updatedAt.getTime()}`;
  const known = discovered.get(key);
  if (known) return known;
  const issuer = new URL(provider.issuer);
  const options =
    issuer.protocol === 'http:' && isLoopbackIssuer(issuer) ? { execute: [oidc.allowInsecureRequests] } : {};
  const pending = oidc.discovery(issuer, provider.clientId, clientSecret, undefined, { ...options, timeout: 10 });
  discovered.set(key, pending);
  pending.catch(() => discovered.delete(key));
  return pending;
}
