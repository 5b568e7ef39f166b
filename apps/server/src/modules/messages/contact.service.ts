import { type ContactPayload, type SupportTopic, supportEmailOf } from '@invest/contracts';
import { inTransaction } from '../../platform/db/transaction';
import { queueMails } from '../../platform/mail/queue-mail';
import { contactMails } from './contact-mails';
import type { MessagesDeps } from './messages.deps';
import { insertContactMessage } from './messages.repository';
import type { ContactMessageKind } from './messages.tables';

/** Who sent a message: the domain it came to, the account when signed in, and the address it came from. */
export interface ContactSender {
  tenantId: string;
  userId: string | null;
  ip: string;
}

export interface ContactForm {
  kind: ContactMessageKind;
  topic: SupportTopic | null;
  name: string;
  email: string;
  subject: string;
  message: string;
}

/**
 * POST /v1/contactUs and POST /v1/submit-contact-form: keeps the message for the domain's support
 * staff and, in the same transaction, queues its mail to the domain's support address (its
 * administrators when it has none) and the sender's copy.
 */
export async function sendContactMessage(
  deps: MessagesDeps,
  sender: ContactSender,
  form: ContactForm,
): Promise<ContactPayload> {
  const settings = await deps.domainSettings(sender.tenantId);
  const supportEmail = supportEmailOf(settings.configs);
  const addresses = supportEmail ? [supportEmail] : await deps.adminEmails(sender.tenantId);
  return inTransaction(deps.db, async (tx) => {
    const row = await insertContactMessage(tx, { ...sender, ...form, createdAt: deps.clock.now() });
    const mails = contactMails(row, settings.company_name, { addresses, replyTo: supportEmail });
    await queueMails(tx, sender.tenantId, mails);
    return { message_code: 'CONT-1', reference: row.id };
  });
}
