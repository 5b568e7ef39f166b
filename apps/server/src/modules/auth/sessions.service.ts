import { randomUUID } from 'node:crypto';
import type { SessionPayload } from '@invest/contracts';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors';
import type { AuthContext } from '../../platform/http/context';
import {
  type AccessClaims,
  type IssuedToken,
  signAccessToken,
  type TokenScope,
  toSeconds,
  verifyAccessToken,
} from './access-tokens';
import type { AuthDeps, RequestMeta } from './auth.deps';
import * as sessions from './sessions.repository';
import { sessionPayload } from './user-payload';
import type { UserRow } from './users.repository';

/** A token good only for POST /v1/2fa/token lives 5 minutes and cannot be refreshed. */
const twoFactorTtlSeconds = 5 * 60;
const touchIntervalMs = 60_000;
/** Two refreshes of one token this close together are a client race, not a stolen token. */
const reuseGraceMs = 10_000;

export const unauthenticated = (message = 'Please sign in to continue') => new AppError('UNAUTHENTICATED', message);

/** An administrator locked the account: it signs in nowhere until they unlock it. */
export const lockedAccount = () =>
  new AppError('FORBIDDEN', 'This account is locked. Please contact support to unlock it.');

function tokenWindow(deps: AuthDeps, scope: TokenScope, now: Date) {
  const iat = toSeconds(now);
  const expiresIn = scope === 'full' ? deps.config.ACCESS_TTL : twoFactorTtlSeconds;
  const exp = iat + expiresIn;
  const refreshableUntil = new Date((scope === 'full' ? iat + deps.config.REFRESH_TTL : exp) * 1000);
  return { iat, exp, expiresIn, refreshableUntil };
}

async function issueToken(
  deps: AuthDeps,
  tx: Database,
  token: { id: string; tenantId: string; userId: string; sessionId: string; scope: TokenScope },
): Promise<{ issued: IssuedToken; refreshableUntil: Date }> {
  const { iat, exp, expiresIn, refreshableUntil } = tokenWindow(deps, token.scope, deps.clock.now());
  await sessions.insertToken(tx, {
    id: token.id,
    tenantId: token.tenantId,
    sessionId: token.sessionId,
    scope: token.scope,
    issuedAt: new Date(iat * 1000),
    expiresAt: new Date(exp * 1000),
    refreshableUntil,
  });
  const claims: AccessClaims = {
    sub: token.userId,
    tid: token.tenantId,
    sid: token.sessionId,
    jti: token.id,
    scope: token.scope,
    iat,
    exp,
  };
  const accessToken = await signAccessToken(deps.jwtSecret, claims);
  return { issued: { access_token: accessToken, expires_in: expiresIn }, refreshableUntil };
}

/** Opens a session for `user` on this device and issues its first token; a locked account gets none. */
export async function startSession(
  deps: AuthDeps,
  tx: Database,
  user: UserRow,
  meta: RequestMeta,
  scope: TokenScope,
): Promise<IssuedToken> {
  if (user.lockedAt) throw lockedAccount();
  const now = deps.clock.now();
  const session = await sessions.insertSession(tx, {
    tenantId: user.tenantId,
    userId: user.id,
    userAgent: meta.userAgent,
    ip: meta.ip,
    createdAt: now,
    signedInAt: scope === 'full' ? now : null,
    lastSeenAt: now,
    expiresAt: tokenWindow(deps, scope, now).refreshableUntil,
  });
  const { issued } = await issueToken(deps, tx, {
    id: randomUUID(),
    tenantId: user.tenantId,
    userId: user.id,
    sessionId: session.id,
    scope,
  });
  return issued;
}

/** Replaces the session's two-factor token, once the code is right, with its first full token. */
export async function completeSignIn(deps: AuthDeps, tx: Database, auth: AuthContext): Promise<IssuedToken> {
  const now = deps.clock.now();
  const successorId = randomUUID();
  const revoked = await sessions.revokeTokenIfActive(tx, auth.tenantId, auth.tokenId, now, successorId);
  if (!revoked) throw unauthenticated();
  const { issued, refreshableUntil } = await issueToken(deps, tx, { ...auth, id: successorId, scope: 'full' });
  await sessions.updateSession(tx, auth.tenantId, auth.sessionId, {
    signedInAt: now,
    lastSeenAt: now,
    expiresAt: refreshableUntil,
  });
  return issued;
}

/** The platform guard's check of a bearer token: authentic, unexpired, unrevoked, of this tenant. */
export async function authenticate(deps: AuthDeps, request: FastifyRequest, token: string): Promise<AuthContext> {
  const now = deps.clock.now();
  const claims = await verifyAccessToken(deps.jwtSecret, token, now);
  if (!claims || claims.tid !== request.tenant.id) throw unauthenticated();
  const found = await sessions.findTokenContext(deps.db, claims.tid, claims.jti);
  if (!found) throw unauthenticated();
  const { token: row, session, user } = found;
  const isCurrent =
    row.revokedAt === null &&
    session.revokedAt === null &&
    row.scope === claims.scope &&
    row.tenantId === claims.tid &&
    session.id === claims.sid &&
    user.id === claims.sub &&
    user.tenantId === claims.tid &&
    user.lockedAt === null;
  if (!isCurrent) throw unauthenticated();
  if (now.getTime() - session.lastSeenAt.getTime() >= touchIntervalMs) {
    await sessions.touchSession(deps.db, session.tenantId, session.id, now, new Date(now.getTime() - touchIntervalMs));
  }
  const auth: AuthContext = {
    userId: user.id,
    tenantId: user.tenantId,
    sessionId: session.id,
    tokenId: row.id,
    scope: row.scope,
    roles: user.roles,
    isEmailVerified: user.emailVerifiedAt !== null,
    investorId: user.investorId,
  };
  authenticatedUsers.set(auth, user);
  return auth;
}

/** The user row read while authenticating, so the request need not read it again. */
const authenticatedUsers = new WeakMap<AuthContext, UserRow>();

export function authenticatedUser(auth: AuthContext): UserRow | undefined {
  return authenticatedUsers.get(auth);
}

/**
 * POST /v1/refresh: trades a current or expired (within REFRESH_TTL of its issue) access token for
 * its successor in the same session. A token refreshed before is theft unless it was within the
 * grace of a concurrent double refresh, which is answered with the same successor: otherwise the
 * whole session is revoked.
 */
export async function refresh(deps: AuthDeps, meta: RequestMeta, bearer: string | null): Promise<SessionPayload> {
  if (!bearer) throw unauthenticated();
  const now = deps.clock.now();
  const claims = await verifyAccessToken(deps.jwtSecret, bearer, now, { allowExpired: true });
  if (claims?.scope !== 'full' || claims.tid !== meta.tenantId) throw unauthenticated();
  if (now.getTime() >= (claims.iat + deps.config.REFRESH_TTL) * 1000) throw unauthenticated();

  const refreshed = await inTransaction(deps.db, async (tx) => {
    const successorId = randomUUID();
    const revoked = await sessions.revokeTokenIfActive(tx, claims.tid, claims.jti, now, successorId);
    if (!revoked) return null;
    const found = await sessions.findTokenContext(tx, claims.tid, claims.jti);
    if (!found) throw unauthenticated();
    const isLive =
      found.session.revokedAt === null &&
      found.session.id === claims.sid &&
      found.user.id === claims.sub &&
      found.user.lockedAt === null &&
      now < revoked.refreshableUntil;
    if (!isLive) throw unauthenticated();
    const { issued, refreshableUntil } = await issueToken(deps, tx, {
      id: successorId,
      tenantId: claims.tid,
      userId: claims.sub,
      sessionId: claims.sid,
      scope: 'full',
    });
    await sessions.updateSession(tx, claims.tid, claims.sid, { lastSeenAt: now, expiresAt: refreshableUntil });
    return { issued, user: found.user };
  });
  if (!refreshed) {
    const token = await sessions.findToken(deps.db, claims.tid, claims.jti);
    const successor = token ? await successorOfRacingRefresh(deps, claims, token, now) : null;
    if (successor) return successor;
    if (token) await revokeFamilyOnReuse(deps, claims, token, now);
    throw unauthenticated();
  }
  return sessionPayload(deps, refreshed.user, refreshed.issued);
}

const isWithinReuseGrace = (token: sessions.TokenRow, now: Date) =>
  token.revokedAt !== null && token.replacedBy !== null && now.getTime() - token.revokedAt.getTime() <= reuseGraceMs;

/**
 * The answer to a refresh that raced another of the same token (two tabs, or a page reloaded while
 * its refresh was in flight, so the new token never reached it): the token the other refresh issued,
 * signed with the same claims, while it is still the session's current one. Null otherwise.
 */
async function successorOfRacingRefresh(
  deps: AuthDeps,
  claims: AccessClaims,
  token: sessions.TokenRow,
  now: Date,
): Promise<SessionPayload | null> {
  if (!isWithinReuseGrace(token, now) || token.replacedBy === null) return null;
  const found = await sessions.findTokenContext(deps.db, claims.tid, token.replacedBy);
  if (!found) return null;
  const { token: successor, session, user } = found;
  const isCurrent =
    successor.revokedAt === null &&
    session.revokedAt === null &&
    session.id === claims.sid &&
    user.id === claims.sub &&
    now < successor.expiresAt;
  if (!isCurrent) return null;
  const iat = toSeconds(successor.issuedAt);
  const exp = toSeconds(successor.expiresAt);
  const accessToken = await signAccessToken(deps.jwtSecret, {
    sub: user.id,
    tid: claims.tid,
    sid: session.id,
    jti: successor.id,
    scope: successor.scope,
    iat,
    exp,
  });
  return sessionPayload(deps, user, { access_token: accessToken, expires_in: exp - toSeconds(now) });
}

async function revokeFamilyOnReuse(
  deps: AuthDeps,
  claims: AccessClaims,
  token: sessions.TokenRow,
  now: Date,
): Promise<void> {
  if (!token.revokedAt || isWithinReuseGrace(token, now)) return;
  await sessions.revokeSession(
    deps.db,
    { tenantId: claims.tid, userId: claims.sub, sessionId: token.sessionId },
    now,
    'refresh token reused',
  );
}

/** POST /v1/logout: ends this session and its token. */
export async function logout(deps: AuthDeps, auth: AuthContext): Promise<void> {
  const now = deps.clock.now();
  await inTransaction(deps.db, async (tx) => {
    await sessions.revokeTokenIfActive(tx, auth.tenantId, auth.tokenId, now, null);
    await sessions.revokeSession(tx, auth, now, 'logout');
  });
}
