import type { MailMessage } from '../../../platform/mail/mailer';
import { mailOf } from '../../../platform/mail/queue-mail';

type MailBody = Omit<MailMessage, 'to'>;

/** The code, to the new address: it proves the address is the user's. */
export function emailChangeCodeMail(companyName: string, code: string, validForMinutes: number): MailBody {
  return mailOf(`Your ${companyName} code to change your email: ${code}`, [
    `Someone asked to make this the email address of their ${companyName} account.`,
    `If it was you, enter this code within ${validForMinutes} minutes: ${code}`,
    'If it was not you, ignore this message: nothing changes without the code.',
  ]);
}

/** To the old address once the change is made, so its owner hears of it whoever made it. */
export function emailChangedMail(companyName: string, newEmail: string, origin: string): MailBody {
  return mailOf(`The email of your ${companyName} account was changed`, [
    `The email address of your ${companyName} account is now ${maskEmail(newEmail)}. Mail about the account goes there from now on.`,
    `If you did not make this change, reset your password at ${origin}/forgot-password with the new address, or write to us at once by replying to this message.`,
  ]);
}

/** n•••@example.com: enough for the owner to recognise, not to give the address away. */
function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}
