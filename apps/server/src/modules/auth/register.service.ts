import type { RegisterRequest, SessionPayload } from '@invest/contracts';
import type { Database } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { AppError, invalid } from '../../platform/errors';
import type { AuthContext } from '../../platform/http/context';
import { queueMail } from '../../platform/mail/queue-mail';
import { findCountryById } from '../lookups';
import type { IssuedToken } from './access-tokens';
import type { AuthDeps, RequestMeta } from './auth.deps';
import { duplicateRegistrationMail, linkOrigin, queueLinkMail } from './auth-mail';
import { consumeOneTimeToken } from './one-time-tokens.repository';
import { hashOpaqueToken } from './opaque-tokens';
import { hashPassword } from './passwords';
import { startSession } from './sessions.service';
import { sessionPayload } from './user-payload';
import type { UserRow } from './users.repository';
import * as users from './users.repository';

const resendIntervalMs = 60_000;
const duplicateMailIntervalMs = 3600_000;

export const duplicateEmailMessage = 'An account with this email exists';

/**
 * POST /v1/register (and POST /v1/giftcard/signup/): creates an unverified investor, records who
 * invited them (`referral_code`), claims the gift card of `gift_card_code` for them, signs them in and
 * mails the confirmation link.
 */
export async function register(deps: AuthDeps, meta: RequestMeta, body: RegisterRequest): Promise<SessionPayload> {
  if (!(await findCountryById(deps.db, body.country_id))) throw invalid('country_id', 'Choose a country from the list');
  const [tenant, origin, passwordHash] = await Promise.all([
    deps.tenants.getTenant(meta.tenantId),
    linkOrigin(deps, meta),
    hashPassword(body.password),
  ]);
  const now = deps.clock.now();
  const result = await inTransaction(deps.db, async (tx) => {
    const user = await users.insertUser(tx, {
      ...newInvestorRow(meta.tenantId, body, passwordHash, now),
      confirmationSentAt: now,
    });
    if (!user) return null;
    await queueLinkMail(deps, tx, { user, purpose: 'confirm-email', origin, companyName: tenant.companyName });
    return welcomeInvestor(deps, tx, { user, meta, configs: tenant.configs, now }, body);
  });
  if (!result) {
    await mailOwnerOfDuplicate(deps, { tenantId: meta.tenantId, email: body.email }, origin, tenant.companyName);
    throw new AppError('CONFLICT', duplicateEmailMessage, { errors: { email: [duplicateEmailMessage] } });
  }
  deps.outbox.wake();
  return sessionPayload(deps, result.user, result.issued);
}

/** A new investor's row from what registration asked (the email's proof is the caller's to add). */
export function newInvestorRow(
  tenantId: string,
  profile: Pick<RegisterRequest, 'email' | 'first_name' | 'last_name' | 'user_type' | 'company_name' | 'country_id'>,
  passwordHash: string,
  now: Date,
): users.NewUserRow {
  return {
    tenantId,
    email: profile.email,
    passwordHash,
    firstName: profile.first_name,
    lastName: profile.last_name,
    companyName: profile.user_type === 'Entity' ? (profile.company_name ?? null) : null,
    userType: profile.user_type,
    countryId: profile.country_id,
    roles: ['investor'],
    passwordChangedAt: now,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * What every new investor's registration does after the user row is written, in its transaction:
 * records who invited them, claims their gift card, grants the domain's signup reward and opens
 * their first session.
 */
export async function welcomeInvestor(
  deps: AuthDeps,
  tx: Database,
  joined: { user: UserRow; meta: RequestMeta; configs: Record<string, unknown>; now: Date },
  codes: { referral_code?: string | undefined; gift_card_code?: string | undefined },
): Promise<{ user: UserRow; issued: IssuedToken }> {
  const { user, meta, now } = joined;
  if (codes.referral_code) {
    await deps.recordReferralAtSignup(tx, {
      tenantId: meta.tenantId,
      userId: user.id,
      email: user.email,
      code: codes.referral_code,
      at: now,
    });
  }
  if (codes.gift_card_code) {
    await deps.redeemGiftCardAtSignup(tx, { tenantId: meta.tenantId, userId: user.id, code: codes.gift_card_code });
  }
  const reward = await deps.grantSignupReward(tx, {
    tenantId: meta.tenantId,
    userId: user.id,
    configs: joined.configs,
  });
  if (reward === null) return { user, issued: await startSession(deps, tx, user, meta, 'full') };
  const rewarded = await users.updateUser(tx, meta.tenantId, user.id, {
    signupRewardUnits: reward,
    signupRewardGrantedAt: now,
    updatedAt: now,
  });
  return { user: rewarded, issued: await startSession(deps, tx, rewarded, meta, 'full') };
}

/**
 * Registration has to say that an email is taken, so the owner hears of every such try (at most
 * one mail an hour): somebody probing for accounts, or the owner having forgotten theirs.
 */
async function mailOwnerOfDuplicate(
  deps: AuthDeps,
  scope: { tenantId: string; email: string },
  origin: string,
  companyName: string,
): Promise<void> {
  const now = deps.clock.now();
  const notAfter = new Date(now.getTime() - duplicateMailIntervalMs);
  await inTransaction(deps.db, async (tx) => {
    const owner = await users.claimDuplicateRegistrationMail(tx, scope, now, notAfter);
    if (!owner) return;
    await queueMail(tx, scope.tenantId, { to: owner.email, ...duplicateRegistrationMail(companyName, origin) });
  });
  deps.outbox.wake();
}

const invalidLinkMessage = 'This link is invalid or has expired';

/** POST /v1/confirm-email: a confirmation link works once, before it expires. */
export async function confirmEmail(deps: AuthDeps, meta: RequestMeta, token: string): Promise<void> {
  const now = deps.clock.now();
  await inTransaction(deps.db, async (tx) => {
    const used = await consumeOneTimeToken(
      tx,
      { tenantId: meta.tenantId, purpose: 'confirm-email', tokenHash: hashOpaqueToken(token) },
      now,
    );
    if (!used) throw invalid('token', invalidLinkMessage);
    await users.markEmailVerified(tx, meta.tenantId, used.userId, now);
  });
}

/** POST /v1/resend-confirmation: at most one mail a minute (ACCT-7). */
export async function resendConfirmation(
  deps: AuthDeps,
  meta: RequestMeta,
  auth: AuthContext,
): Promise<'sent' | 'already-confirmed'> {
  if (auth.isEmailVerified) return 'already-confirmed';
  const [tenant, origin] = await Promise.all([deps.tenants.getTenant(meta.tenantId), linkOrigin(deps, meta)]);
  const now = deps.clock.now();
  await inTransaction(deps.db, async (tx) => {
    const notAfter = new Date(now.getTime() - resendIntervalMs);
    const user = await users.claimConfirmationMail(tx, auth.tenantId, auth.userId, now, notAfter);
    if (!user) {
      const last = (await users.findUserById(tx, auth.tenantId, auth.userId))?.confirmationSentAt ?? now;
      const waitSeconds = Math.max(1, Math.ceil((last.getTime() + resendIntervalMs - now.getTime()) / 1000));
      throw new AppError('ACCT-7', 'Please wait before requesting another confirmation email', {
        headers: { 'retry-after': String(waitSeconds) },
      });
    }
    await queueLinkMail(deps, tx, { user, purpose: 'confirm-email', origin, companyName: tenant.companyName });
  });
  deps.outbox.wake();
  return 'sent';
}
