import type { Database } from '../db/database';
import { enqueueEvent, enqueueEvents } from '../events/outbox';
import { escapeHtml } from '../html';
import type { MailMessage } from './mailer';

/** The outbox topic whose events the worker sends as mail. */
export const mailTopic = 'mail.send';

/** Queues `message` in the caller's transaction, so it leaves only if the transaction commits. */
export async function queueMail(tx: Database, tenantId: string, message: MailMessage): Promise<void> {
  await enqueueEvent(tx, { tenantId, topic: mailTopic, payload: message });
}

/** Queues many messages of the tenant in the caller's transaction, in one statement. */
export async function queueMails(tx: Database, tenantId: string, messages: readonly MailMessage[]): Promise<void> {
  await enqueueEvents(
    tx,
    messages.map((message) => ({ tenantId, topic: mailTopic, payload: message })),
  );
}

/** A mail of plain text paragraphs; its HTML part is the same paragraphs, escaped, with their URLs made links. */
export function mailOf(subject: string, paragraphs: string[]): Omit<MailMessage, 'to'> {
  const html = paragraphs.map(
    (paragraph) =>
      `<p>${escapeHtml(paragraph).replace(/https?:\/\/\S*[^\s.,;:!?]/g, (url) => `<a href="${url}">${url}</a>`)}</p>`,
  );
  return { subject, text: `${paragraphs.join('\n\n')}\n`, html: html.join('') };
}
