import { z } from 'zod';
import { emailSchema } from './auth';
import { contactLimits, supportTopics } from './contact-fields';
import { visibleTextSchema } from './text';

/** A line of a mail's header (the sender's name, the subject): no line breaks. */
const oneLineSchema = (max: number) => visibleTextSchema(max).regex(/^[^\r\n]*$/, 'Must be on one line');

/** POST /v1/contactUs (SPEC 7 "Misc"): a question to the domain from anyone, signed in or not. */
export const contactUsRequestSchema = z.strictObject({
  name: oneLineSchema(contactLimits.name),
  email: emailSchema,
  subject: oneLineSchema(contactLimits.subject),
  message: visibleTextSchema(contactLimits.message.max).min(
    contactLimits.message.min,
    `At least ${contactLimits.message.min} characters`,
  ),
});
export type ContactUsRequest = z.infer<typeof contactUsRequestSchema>;

/** POST /v1/submit-contact-form (SPEC 7 "Misc"): the support form, the contact form's fields and a topic. */
export const supportRequestSchema = contactUsRequestSchema.extend({
  topic: z.enum(supportTopics, { error: 'Choose a topic' }),
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;

/** The answer to both forms: SPEC 8 message code CONT-1, and the reference the sender's copy quotes. */
export const contactPayloadSchema = z.object({ message_code: z.literal('CONT-1'), reference: z.string() });
export type ContactPayload = z.infer<typeof contactPayloadSchema>;

/** GET /v1/info (SPEC 7 "Misc"): what a domain tells anyone about itself. */
export const domainInfoSchema = z.object({
  company_name: z.string(),
  website_url: z.string().nullable(),
  support_email: z.string().nullable(),
  terms_url: z.string(),
});
export type DomainInfo = z.infer<typeof domainInfoSchema>;

/** A message's key that a user can choose not to see again: a SPEC 8 message code such as TRD-5, or a short key. */
export const ignoreMessageIdSchema = z
  .string({ error: 'Invalid message id' })
  .regex(/^[A-Za-z0-9][\w.-]{0,63}$/, 'A message id is 1 to 64 letters, digits, dots, dashes or underscores');

/** POST /v1/ignore-message (SPEC 7 "Messages and gifts", SPEC 8 "Modals": do not show this message again). */
export const ignoreMessageRequestSchema = z.strictObject({ id: ignoreMessageIdSchema });
export type IgnoreMessageRequest = z.infer<typeof ignoreMessageRequestSchema>;

/** GET /v1/ignore-message: the ids of the messages the user chose not to see again. */
export const ignoredMessagesSchema = z.object({ items: z.array(z.string()) });
export type IgnoredMessages = z.infer<typeof ignoredMessagesSchema>;

/** How many messages one user may hide: the list stays small, whatever ids a client sends. */
export const maxIgnoredMessages = 200;
