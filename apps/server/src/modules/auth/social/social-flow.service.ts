import { type SocialAuthQuery, type SocialSignInError, splitFullName } from '@invest/contracts';
import * as oidc from 'openid-client';
import { inTransaction } from '../../../platform/db/transaction';
import { AppError, notFound } from '../../../platform/errors';
import type { AuthDeps } from '../auth.deps';
import { replaceOneTimeToken } from '../one-time-tokens.repository';
import { createOpaqueToken } from '../opaque-tokens';
import { openSecret } from '../two-factor/secret-box';
import * as users from '../users.repository';
import { providerConfiguration } from './oidc-clients';
import { returnPathOf } from './return-path';
import { openClaims, sealClaims } from './sealed-claims';
import { findSignInProvider, insertIdentity, touchIdentity } from './social.repository';
import type { SignInProviderRow } from './social.tables';

type FlowDeps = Pick<AuthDeps, 'db' | 'clock' | 'jwtSecret' | 'logError'>;

/** The page of the web app that finishes a social sign-in from what the callback puts in its fragment. */
export const socialLandingPath = '/social-sign-in';

/** How long a visitor has at the provider before the flow's state is forgotten. */
const stateValidForSeconds = 600;
/** How long the sign-up step may take once the provider has answered. */
const signUpValidForSeconds = 1800;
/** How long the browser has to collect its session with the ticket of a finished sign-in. */
const ticketValidForMs = 120_000;

interface FlowState {
  provider: string;
  verifier: string;
  state: string;
  nonce: string;
  ref: string | null;
  forSignup: boolean;
  returnPath: string | null;
}

/** Where a flow's request stands: its domain and the origin (protocol and host) it came to. */
export interface FlowSite {
  tenantId: string;
  origin: string;
}

export const redirectUriOf = (site: FlowSite, slug: string) => `${site.origin}/v1/auth/${slug}/callback`;

async function configuredProvider(deps: Pick<AuthDeps, 'db' | 'jwtSecret'>, tenantId: string, slug: string) {
  const provider = await findSignInProvider(deps.db, tenantId, slug);
  const secret = provider ? openSecret(deps.jwtSecret, provider.clientSecretSealed) : null;
  if (!provider || secret === null) return null;
  return { provider, secret };
}

/**
 * GET v1/auth/{provider}: sends the browser to the provider with PKCE, state and nonce, which are
 * kept sealed in a cookie of this browser alone (a callback from another browser is refused).
 */
export async function startSocialSignIn(
  deps: FlowDeps,
  site: FlowSite,
  slug: string,
  query: SocialAuthQuery,
): Promise<{ location: string; state: string; stateValidForSeconds: number }> {
  const returnPath = returnPathOf(query.referrer_url, site.origin);
  const found = await configuredProvider(deps, site.tenantId, slug);
  if (!found) throw notFound('Sign-in provider');
  const configuration = await providerConfiguration(found.provider, found.secret).catch((error: Error) => {
    deps.logError(`social sign-in through ${slug}: the provider's configuration could not be read: ${error.message}`);
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      `${found.provider.displayName} is not answering right now. Please try again in a moment, or sign in with your email and password.`,
    );
  });
  const flow: FlowState = {
    provider: slug,
    verifier: oidc.randomPKCECodeVerifier(),
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    ref: query.ref ?? null,
    forSignup: query.forSignup === '1',
    returnPath,
  };
  const authorizationUrl = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUriOf(site, slug),
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
    code_challenge_method: 'S256',
    state: flow.state,
    nonce: flow.nonce,
    ...(flow.forSignup ? { prompt: 'login' } : {}),
  });
  const sealed = await sealClaims(
    deps.jwtSecret,
    { purpose: 'social-state', tenantId: site.tenantId, now: deps.clock.now(), validForSeconds: stateValidForSeconds },
    { ...flow },
  );
  return { location: authorizationUrl.href, state: sealed, stateValidForSeconds };
}

/**
 * GET v1/auth/{provider}/callback: checks the provider's answer against this browser's state, then
 * signs in the user linked to the provider's account, or the one whose email the provider has
 * verified (linking them), or starts a sign-up. Answers where to send the browser: the web app's
 * landing page with a one-time ticket, a sign-up ticket or an error in its fragment.
 */
export async function finishSocialSignIn(
  deps: FlowDeps,
  site: FlowSite,
  slug: string,
  callback: { query: { error?: string | undefined }; search: string; stateCookie: string | undefined },
): Promise<string> {
  const now = deps.clock.now();
  const land = (fragment: Record<string, string>) =>
    `${site.origin}${socialLandingPath}#${new URLSearchParams(fragment).toString()}`;
  const sealed = callback.stateCookie
    ? await openClaims(deps.jwtSecret, { purpose: 'social-state', tenantId: site.tenantId, now }, callback.stateCookie)
    : null;
  const flow = sealed as FlowState | null;
  const found = await configuredProvider(deps, site.tenantId, slug);
  if (!found) throw notFound('Sign-in provider');
  const failed = (error: SocialSignInError) =>
    land({ error, provider: found.provider.displayName, for_signup: flow?.forSignup ? '1' : '0' });
  if (!flow || flow.provider !== slug) return failed('expired');
  if (callback.query.error) return failed(callback.query.error === 'access_denied' ? 'denied' : 'failed');

  const claims = await exchangeCode(deps, site, found, flow, callback.search);
  if (!claims) return failed('failed');
  if (typeof claims.email !== 'string' || claims.email_verified !== true) return failed('unverified_email');
  const email = claims.email.trim().toLowerCase();

  const userId = await linkedUserId(deps, { tenantId: site.tenantId, provider: slug, subject: claims.sub, email }, now);
  const returnFragment: Record<string, string> = flow.returnPath ? { return: flow.returnPath } : {};
  if (userId) {
    const ticket = await issueSignInTicket(deps, site.tenantId, userId, now);
    return land({ 'sign-in': ticket, ...returnFragment });
  }
  const signUp = await sealClaims(
    deps.jwtSecret,
    { purpose: 'social-sign-up', tenantId: site.tenantId, now, validForSeconds: signUpValidForSeconds },
    {
      provider: slug,
      provider_name: found.provider.displayName,
      subject: claims.sub,
      email,
      ...namesOf(claims),
      ref: flow.ref,
      return_path: flow.returnPath,
    },
  );
  return land({ 'sign-up': signUp });
}

/** What the provider says of the account: its subject, and its email and names when it shares them. */
type ProviderClaims = { sub: string } & Record<string, unknown>;

/**
 * Trades the authorization code for the account's claims, with the flow's PKCE verifier, state and
 * nonce checked; the email and names come from the ID token, or from userinfo when it leaves them out.
 */
async function exchangeCode(
  deps: FlowDeps,
  site: FlowSite,
  found: { provider: SignInProviderRow; secret: string },
  flow: FlowState,
  search: string,
): Promise<ProviderClaims | null> {
  try {
    const configuration = await providerConfiguration(found.provider, found.secret);
    const currentUrl = new URL(`${redirectUriOf(site, flow.provider)}${search}`);
    const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    const idToken = tokens.claims();
    if (!idToken) return null;
    if (typeof idToken.email === 'string') return idToken;
    return { ...(await oidc.fetchUserInfo(configuration, tokens.access_token, idToken.sub)), sub: idToken.sub };
  } catch (error) {
    deps.logError(`social sign-in through ${found.provider.slug} failed: ${(error as Error).message}`);
    return null;
  }
}

function textClaim(value: unknown): string {
  return typeof value === 'string' ? value.trim().slice(0, 100) : '';
}

/** The given and family names the provider shares, or else its full name split at the last space (SPEC 5). */
function namesOf(claims: ProviderClaims): { first_name: string; last_name: string } {
  const given = textClaim(claims.given_name);
  const family = textClaim(claims.family_name);
  if (given || family || typeof claims.name !== 'string') return { first_name: given, last_name: family };
  const { firstName, lastName } = splitFullName(claims.name);
  return { first_name: textClaim(firstName), last_name: textClaim(lastName) };
}

/**
 * The user the provider's account belongs to: the one it is linked to, else the domain's user with
 * the email the provider has verified, whom it is linked to now. Null when nobody has that email.
 */
async function linkedUserId(
  deps: FlowDeps,
  identity: { tenantId: string; provider: string; subject: string; email: string },
  now: Date,
): Promise<string | null> {
  return inTransaction(deps.db, async (tx) => {
    const linked = await touchIdentity(tx, identity, now);
    if (linked) return linked.userId;
    const user = await users.findUserByEmail(tx, identity.tenantId, identity.email);
    if (!user) return null;
    await insertIdentity(tx, { ...identity, userId: user.id, createdAt: now, lastSignedInAt: now });
    return user.id;
  });
}

async function issueSignInTicket(deps: FlowDeps, tenantId: string, userId: string, now: Date): Promise<string> {
  const { token, hash } = createOpaqueToken();
  await replaceOneTimeToken(deps.db, {
    tenantId,
    userId,
    purpose: 'social-sign-in',
    tokenHash: hash,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ticketValidForMs),
  });
  return token;
}
