import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/** What the provider says of an account; tests set their own, others follow from the login typed. */
export interface OidcAccountClaims {
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
  /** The full name, which some providers share instead of the given and family names. */
  name?: string;
}

export interface OidcClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
}

/**
 * A real OpenID Connect provider (oidc-provider) on a local port, for the social sign-in tests. Its
 * own development sign-in form takes any login and password: the login is the account's id, and an
 * email address as login gives that address, verified, unless the test set other claims for it.
 * Consent is given at once, as a first-party provider would.
 */
export async function startOidcProvider(options: { clients: OidcClient[]; port?: number }) {
  const accounts = new Map<string, OidcAccountClaims>();
  const claimsOf = (login: string): OidcAccountClaims => {
    const known = accounts.get(login);
    if (known) return known;
    const name = login.split('@')[0] ?? login;
    return {
      email: login,
      email_verified: true,
      given_name: name.charAt(0).toUpperCase() + name.slice(1),
      family_name: 'Provider',
    };
  };
  let provider: Provider | undefined;
  const server = createServer((request, response) => {
    provider?.callback()(request, response);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  provider = new Provider(issuer, {
    clients: options.clients.map((client) => ({ ...client })),
    cookies: { keys: ['oidc-provider-test-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'name'] },
    pkce: { required: () => true },
    ttl: { AccessToken: 600, Grant: 3600, IdToken: 600, Interaction: 600, Session: 3600 },
    findAccount: (_context: KoaContextWithOIDC, id: string) => ({
      accountId: id,
      claims: () => ({ sub: `subject-${id}`, ...claimsOf(id) }),
    }),
    loadExistingGrant: async (context: KoaContextWithOIDC) => {
      const { client, session } = context.oidc;
      if (!client || !session?.accountId) return undefined;
      const existing = session.grantIdFor(client.clientId);
      if (existing) return context.oidc.provider.Grant.find(existing);
      const grant = new context.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  return {
    issuer,
    /** Sets what the provider says of the account signed in with `login`. */
    setAccount(login: string, claims: OidcAccountClaims) {
      accounts.set(login, claims);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type OidcTestProvider = Awaited<ReturnType<typeof startOidcProvider>>;
