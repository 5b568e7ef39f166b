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

/**
 * The inviter's mail once their invitee's first deposit earned them `amount`: paid to their balance,
 * or (`isPaid` false) waiting for the domain's approval.
 */
export function referralRewardMail(
  inviterFirstName: string,
  inviteeFirstName: string,
  amount: string,
  isPaid: boolean,
  letterhead: MailLetterhead,
): Omit<MailMessage, 'to'> {
  const where = isPaid
    ? 'is in your available balance'
    : `will be added to your available balance once ${letterhead.company} approves it`;
  return mailOf(`You earned ${amount}: ${inviteeFirstName} made their first deposit`, [
    `Hello ${inviterFirstName},`,
    `${inviteeFirstName}, whom you invited to ${letterhead.company}, made their first deposit. Your reward of ${amount} ${where}.`,
    `See your invitations: ${letterhead.origin}/invites`,
  ]);
}
