import type { Database } from '../../../platform/db/database';
import { mailOf, queueMail } from '../../../platform/mail/queue-mail';
import type { AuthDeps } from '../auth.deps';
import type { UserRow } from '../users.repository';

/** A change to how the user signs in that they are told of by mail, whoever made it. */
export type TwoFactorMailEvent =
  | { kind: 'enabled' | 'disabled' | 'reset-by-administrator' | 'recovery-codes-regenerated' }
  | { kind: 'recovery-code-used'; remaining: number; ip: string };

/** Who the mail comes from: the domain's name, and the origin its links point at. */
export interface SecurityLetterhead {
  company: string;
  origin: string;
}

/** Read before the change's transaction opens (the tenant is read through its own connection). */
export async function loadSecurityLetterhead(deps: AuthDeps, tenantId: string): Promise<SecurityLetterhead> {
  const [tenant, origin] = await Promise.all([
    deps.tenants.getTenant(tenantId),
    deps.tenants.getPublicOrigin(tenantId),
  ]);
  return { company: tenant.companyName, origin };
}

function codesLeft(remaining: number): string {
  if (remaining === 0)
    return 'You have no recovery codes left: make new ones now, or you cannot sign in without your phone.';
  return remaining === 1 ? 'You have 1 recovery code left.' : `You have ${remaining} recovery codes left.`;
}

function contentOf(event: TwoFactorMailEvent, { company, origin }: SecurityLetterhead) {
  const settings = `${origin}/account/security`;
  switch (event.kind) {
    case 'enabled':
      return {
        subject: `${company}: two-step verification is on`,
        paragraphs: [
          `Two-step verification was turned on for your ${company} account: signing in now needs a code from your authenticator app.`,
          'Keep your recovery codes somewhere safe: each one signs you in once if you lose your phone.',
        ],
      };
    case 'disabled':
      return {
        subject: `${company}: two-step verification is off`,
        paragraphs: [
          `Two-step verification was turned off for your ${company} account: signing in now needs only your password, and your recovery codes no longer work.`,
          `Turn it on again in your security settings: ${settings}`,
        ],
      };
    case 'reset-by-administrator':
      return {
        subject: `${company}: two-step verification was reset`,
        paragraphs: [
          `${company}'s support team turned two-step verification off for your account and signed it out everywhere: signing in now needs only your password, and your recovery codes no longer work.`,
          'If you did not ask for this, change your password and contact us at once.',
          `Turn two-step verification on again in your security settings: ${settings}`,
        ],
      };
    case 'recovery-codes-regenerated':
      return {
        subject: `${company}: new recovery codes`,
        paragraphs: [
          `New recovery codes were made for your ${company} account. The codes you had before no longer work.`,
        ],
      };
    case 'recovery-code-used':
      return {
        subject: `${company}: a recovery code was used to sign in`,
        paragraphs: [
          `Someone signed in to your ${company} account with one of your recovery codes, from the IP address ${event.ip}. That code cannot be used again.`,
          codesLeft(event.remaining),
          `See your devices and make new codes in your security settings: ${settings}`,
        ],
      };
  }
}

/**
 * Queues the mail telling `user` of `event` in the caller's transaction, so it leaves only if the
 * change commits; the caller wakes the outbox after commit.
 */
export async function queueTwoFactorMail(
  tx: Database,
  letterhead: SecurityLetterhead,
  user: UserRow,
  event: TwoFactorMailEvent,
): Promise<void> {
  const { subject, paragraphs } = contentOf(event, letterhead);
  const mail = mailOf(subject, [
    `Hello ${user.firstName},`,
    ...paragraphs,
    `If it was not you, choose a new password now at ${letterhead.origin}/forgot-password: it signs out every device.`,
    `${letterhead.company} (${new URL(letterhead.origin).host})`,
  ]);
  await queueMail(tx, user.tenantId, { to: user.email, ...mail });
}
