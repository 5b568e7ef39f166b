import type { MailMessage } from '../../../platform/mail/mailer';
import { mailOf } from '../../../platform/mail/queue-mail';
import type { MailLetterhead } from '../rewards.deps';

/** The user's mail once an administrator paid them a bonus of `amount`. */
export function bonusPaidMail(firstName: string, amount: string, letterhead: MailLetterhead): Omit<MailMessage, 'to'> {
  return mailOf(`A bonus of ${amount} is in your balance`, [
    `Hello ${firstName},`,
    `${letterhead.company} paid you a bonus of ${amount}: it is in your available balance.`,
    `See your balance: ${letterhead.origin}/dashboard`,
  ]);
}
