import type { Database } from '../../platform/db/database';
import { enqueueEvent } from '../../platform/events/outbox';
import type { MailMessage } from '../../platform/mail/mailer';
import type { AuthDeps, RequestMeta } from './auth.deps';
import type { OneTimeTokenPurpose } from './auth.tables';
import { replaceOneTimeToken } from './one-time-tokens.repository';
import { createOpaqueToken } from './opaque-tokens';
import type { UserRow } from './users.repository';

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);

/** Where mailed links point: the page's origin when it is one of the tenant's hosts, else PUBLIC_URL. */
export async function linkOrigin(deps: AuthDeps, meta: RequestMeta): Promise<string> {
  const fallback = new URL(deps.config.PUBLIC_URL).origin;
  if (!meta.origin || !(await deps.tenants.isAllowedOrigin(meta.origin))) return fallback;
  const origin = new URL(meta.origin);
  const tenant = await deps.tenants.resolveTenant(origin.host);
  return tenant.id === meta.tenantId ? origin.origin : fallback;
}

const links: Record<OneTimeTokenPurpose, { path: string; validForMs: number }> = {
  'confirm-email': { path: '/confirm-email', validForMs: 48 * 3600_000 },
  'reset-password': { path: '/reset-password', validForMs: 3600_000 },
};

function compose(purpose: OneTimeTokenPurpose, companyName: string, link: string): Omit<MailMessage, 'to'> {
  const company = escapeHtml(companyName);
  const href = escapeHtml(link);
  if (purpose === 'confirm-email') {
    return {
      subject: `Confirm your email for ${companyName}`,
      text: `Welcome to ${companyName}.\n\nConfirm your email address by opening this link within 48 hours:\n${link}\n`,
      html: `<p>Welcome to ${company}.</p><p>Confirm your email address by opening <a href="${href}">this link</a> within 48 hours.</p>`,
    };
  }
  return {
    subject: `Reset your ${companyName} password`,
    text: `Someone asked to reset the password of your ${companyName} account.\n\nOpen this link within one hour to choose a new password:\n${link}\n\nIf it was not you, ignore this message: your password stays as it is.\n`,
    html: `<p>Someone asked to reset the password of your ${company} account.</p><p>Open <a href="${href}">this link</a> within one hour to choose a new password.</p><p>If it was not you, ignore this message: your password stays as it is.</p>`,
  };
}

/**
 * Issues a single-use link token for `user` and queues its mail in the caller's transaction; the
 * caller wakes the outbox after commit.
 */
export async function queueLinkMail(
  deps: AuthDeps,
  tx: Database,
  options: { user: UserRow; purpose: OneTimeTokenPurpose; origin: string; companyName: string },
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
  const message: MailMessage = { to: user.email, ...compose(purpose, options.companyName, link) };
  await enqueueEvent(tx, { tenantId: user.tenantId, topic: 'mail.send', payload: message });
}
