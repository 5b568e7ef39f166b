import type { MailMessage } from '../../../platform/mail/mailer';
import { mailOf } from '../../../platform/mail/queue-mail';
import type { MailLetterhead } from '../rewards.deps';

/** The invitee's mail: who invites them, and the sign-up link that carries the inviter's code. */
export function invitationMail(
  invitation: { firstName: string },
  inviter: { firstName: string; lastName: string },
  link: string,
  letterhead: MailLetterhead,
): Omit<MailMessage, 'to'> {
  const inviterName = `${inviter.firstName} ${inviter.lastName}`;
  return mailOf(`${inviterName} invites you to ${letterhead.company}`, [
    `Hello ${invitation.firstName},`,
    `${inviterName} invites you to invest with ${letterhead.company}.`,
    `Create your account with this link, so we know who invited you: ${link}`,
    `If you do not know ${inviter.firstName}, you can ignore this mail: we will not write again about it.`,
    `${letterhead.company} (${new URL(letterhead.origin).host})`,
  ]);
}
