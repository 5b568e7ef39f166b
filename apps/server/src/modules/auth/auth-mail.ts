import type { Database } from '../../platform/db/database';
import type { MailMessage } from '../../platform/mail/mailer';
import { mailOf, queueMail } from '../../platform/mail/queue-mail';
import type { AuthDeps, RequestMeta } from './auth.deps';
import type { MailedLinkPurpose } from './auth.tables';
import { replaceOneTimeToken } from './one-time-tokens.repository';
import { createOpaqueToken } from './opaque-tokens';
import type { UserRow } from './users.repository';

/** Where mailed links point: the page's origin when it is one of the tenant's hosts, else PUBLIC_URL. */
export async function linkOrigin(deps: AuthDeps, meta: RequestMeta): Promise<string> {
  const fallback = new URL(deps.config.PUBLIC_URL).origin;
  if (!meta.origin || !(await deps.tenants.isAllowedOrigin(meta.origin))) return fallback;
  const origin = new URL(meta.origin);
  const tenant = await deps.tenants.resolveTenant(origin.host);
  return tenant.id === meta.tenantId ? origin.origin : fallback;
}

const links: Record<MailedLinkPurpose, { path: string; validForMs: number }> = {
  'confirm-email': { path: '/confirm-email', validForMs: 48 * 3600_000 },
  'reset-password': { path: '/reset-password', validForMs: 3600_000 },
  'unlock-sign-in': { path: '/sign-in', validForMs: 3600_000 },
};

type MailBody = Omit<MailMessage, 'to'>;

const compose: Record<MailedLinkPurpose, (companyName: string, link: string) => MailBody> = {
  'confirm-email': (company, link) =>
    mailOf(`Confirm your email for ${company}`, [
      `Welcome to ${company}.`,
      `Confirm your email address by opening this link within 48 hours: ${link}`,
    ]),
  'reset-password': (company, link) =>
    mailOf(`Reset your ${company} password`, [
      `Someone asked to reset the password of your ${company} account.`,
      `Open this link within one hour to choose a new password: ${link}`,
      'If it was not you, ignore this message: your password stays as it is.',
    ]),
  'unlock-sign-in': (company, link) =>
    mailOf(`Failed sign-ins to your ${company} account`, [
      `Someone has tried to sign in to your ${company} account several times with a wrong password. ` +
        'To protect it, sign-ins from new devices now have to wait a while between attempts.',
      `If it was you, open this link within one hour on the device you use, and sign in without waiting: ${link}`,
      'If it was not you, your password held. Choosing a longer one and turning on two-step verification keeps it that way.',
    ]),
};

/** The mail to an account's owner when someone tries to register their address again. */
export function duplicateRegistrationMail(companyName: string, origin: string): MailBody {
  return mailOf(`Someone tried to sign up to ${companyName} with your email`, [
    `Someone tried to create a new ${companyName} account with your email address, which already has one.`,
    `If it was you, sign in at ${origin}/sign-in, or choose a new password at ${origin}/forgot-password.`,
    'If it was not you, ignore this message: nothing has changed in your account.',
  ]);
}

/**
 * Issues a single-use link token for `user` and queues its mail in the caller's transaction; the
 * caller wakes the outbox after commit.
 */
export async function queueLinkMail(
  deps: AuthDeps,
  tx: Database,
  options: { user: UserRow; purpose: MailedLinkPurpose; origin: string; companyName: string },
): Promise<void> {
  const { user, purpose } = options;
  const now = deps.clock.now();
  const { token, hash } = createOpaqueToken();
  await replaceOneTimeToken(tx, {
    tenantId: user.tenantId,
    userId: user.id,
    purpose,
    tokenHash: hash,
    createdAt: now,
    expiresAt: new Date(now.getTime() + links[purpose].validForMs),
  });
  const link = `${options.origin}${links[purpose].path}?token=${token}`;
  await queueMail(tx, user.tenantId, { to: user.email, ...compose[purpose](options.companyName, link) });
}
