import { randomBytes } from 'node:crypto';
import type { LoginPayload, SessionPayload, SocialSignUpDetails, SocialSignUpRequest } from '@invest/contracts';
import { inTransaction } from '../../../platform/db/transaction';
import { AppError, invalid } from '../../../platform/errors';
import { findCountryById } from '../../lookups';
import type { AuthDeps, RequestMeta } from '../auth.deps';
import { consumeOneTimeToken } from '../one-time-tokens.repository';
import { hashOpaqueToken } from '../opaque-tokens';
import { hashPassword } from '../passwords';
import { duplicateEmailMessage, newInvestorRow, welcomeInvestor } from '../register.service';
import { startSession } from '../sessions.service';
import { insertSignInEvent } from '../sign-in-events.repository';
import { sessionPayload } from '../user-payload';
import * as users from '../users.repository';
import { openClaims } from './sealed-claims';
import { insertIdentity } from './social.repository';

const duplicateEmail = () =>
  new AppError('CONFLICT', duplicateEmailMessage, { errors: { email: [duplicateEmailMessage] } });

const expiredTicket = () =>
  invalid('ticket', 'This sign-in has expired or was used already. Please start again from the sign-in page.');

/**
 * POST v1/auth/social/sign-in: the browser collects the session of a finished social sign-in with its
 * one-time ticket. An account with two-factor authentication still needs its code (POST v1/2fa/token).
 */
export async function collectSocialSession(deps: AuthDeps, meta: RequestMeta, ticket: string): Promise<LoginPayload> {
  const now = deps.clock.now();
  const outcome = await inTransaction(deps.db, async (tx) => {
    const used = await consumeOneTimeToken(
      tx,
      { tenantId: meta.tenantId, purpose: 'social-sign-in', tokenHash: hashOpaqueToken(ticket) },
      now,
    );
    const user = used ? await users.findUserById(tx, meta.tenantId, used.userId) : null;
    if (!user) return null;
    const needsCode = user.totpEnabledAt !== null;
    await insertSignInEvent(tx, {
      tenantId: meta.tenantId,
      userId: user.id,
      email: user.email,
      ip: meta.ip,
      userAgent: meta.userAgent,
      success: true,
      reason: needsCode ? 'social_two_factor_required' : 'social',
      at: now,
    });
    return { user, needsCode, issued: await startSession(deps, tx, user, meta, needsCode ? 'two-factor' : 'full') };
  });
  if (!outcome) throw expiredTicket();
  if (outcome.needsCode) return { two_factor_required: true, ...outcome.issued };
  return { two_factor_required: false, ...(await sessionPayload(deps, outcome.user, outcome.issued)) };
}

interface SignUpClaims {
  provider: string;
  provider_name: string;
  subject: string;
  email: string;
  first_name: string;
  last_name: string;
  ref: string | null;
  return_path: string | null;
}

async function openSignUp(deps: AuthDeps, tenantId: string, ticket: string): Promise<SignUpClaims> {
  const claims = await openClaims(
    deps.jwtSecret,
    { purpose: 'social-sign-up', tenantId, now: deps.clock.now() },
    ticket,
  );
  if (!claims) {
    throw invalid('ticket', 'This sign-up has expired. Please start again from the sign-up page.');
  }
  return claims as unknown as SignUpClaims;
}

/** POST v1/auth/social/sign-up/details: what the provider told us, for the sign-up form to show. */
export async function socialSignUpDetails(
  deps: AuthDeps,
  tenantId: string,
  ticket: string,
): Promise<SocialSignUpDetails> {
  const claims = await openSignUp(deps, tenantId, ticket);
  return {
    provider_name: claims.provider_name,
    email: claims.email,
    first_name: claims.first_name,
    last_name: claims.last_name,
    referral_code: claims.ref,
    return_path: claims.return_path,
  };
}

/**
 * POST v1/auth/social/sign-up: creates the investor with the email the provider verified (no
 * confirmation mail is needed) and the answers of the form, links the provider's account, and signs
 * them in. The ticket works once: its provider account, and its email, can belong to one user only.
 * The account has no password the investor knows; "forgot password" gives it one.
 */
export async function completeSocialSignUp(
  deps: AuthDeps,
  meta: RequestMeta,
  body: SocialSignUpRequest,
): Promise<SessionPayload> {
  const claims = await openSignUp(deps, meta.tenantId, body.ticket);
  if (!(await findCountryById(deps.db, body.country_id))) throw invalid('country_id', 'Choose a country from the list');
  const [tenant, passwordHash] = await Promise.all([
    deps.tenants.getTenant(meta.tenantId),
    hashPassword(randomBytes(32).toString('base64url')),
  ]);
  const now = deps.clock.now();
  const result = await inTransaction(deps.db, async (tx) => {
    const user = await users.insertUser(tx, {
      ...newInvestorRow(meta.tenantId, { ...body, email: claims.email }, passwordHash, now),
      emailVerifiedAt: now,
    });
    if (!user) throw duplicateEmail();
    const linked = await insertIdentity(tx, {
      tenantId: meta.tenantId,
      userId: user.id,
      provider: claims.provider,
      subject: claims.subject,
      email: claims.email,
      createdAt: now,
      lastSignedInAt: now,
    });
    if (!linked) throw duplicateEmail();
    return welcomeInvestor(deps, tx, { user, meta, configs: tenant.configs, now }, body);
  });
  deps.outbox.wake();
  return sessionPayload(deps, result.user, result.issued);
}
