import type { MailMessage } from '../../platform/mail/mailer';
import { mailOf } from '../../platform/mail/queue-mail';
import type { ContactMessageRow } from './messages.repository';

const formNames = { contact: 'contact form', support: 'support form' } as const;

/** The message as its sender wrote it, one mail paragraph per paragraph. */
const paragraphsOf = (message: string) => message.split(/\n\s*\n/).map((paragraph) => paragraph.trim());

/**
 * The mails of a message sent through a contact or support form: one to each of the domain's support
 * addresses, which answer the sender by replying, and the sender's copy, which answers the support
 * address when the domain has one.
 */
export function contactMails(
  row: ContactMessageRow,
  company: string,
  support: { addresses: readonly string[]; replyTo: string | null },
): MailMessage[] {
  const form = formNames[row.kind];
  const reference = `Reference: ${row.id}`;
  const toSupport = mailOf(`${company} ${form}: ${row.subject}`, [
    `${row.name} <${row.email}> wrote through the ${form}${row.userId ? ', signed in to their account' : ''}.`,
    ...(row.topic ? [`Topic: ${row.topic}`] : []),
    `Subject: ${row.subject}`,
    ...paragraphsOf(row.message),
    reference,
    `Reply to this mail to answer ${row.name}.`,
  ]);
  const copy = mailOf(`${company}: we received your message: ${row.subject}`, [
    `Hello ${row.name},`,
    `Thank you for writing to ${company}. We have received your message and will answer you at this address.`,
    'Your message:',
    ...paragraphsOf(row.message),
    reference,
  ]);
  return [
    ...support.addresses.map((address) => ({ to: address, replyTo: row.email, ...toSupport })),
    { to: row.email, ...(support.replyTo && { replyTo: support.replyTo }), ...copy },
  ];
}
