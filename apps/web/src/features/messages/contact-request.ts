import type { ContactUsRequest, SupportRequest, SupportTopic, User } from '@invest/contracts';

/** The topic of a general question, which goes to POST contactUs; every other topic is a support request. */
export const generalTopic = 'general';
export type ContactTopic = typeof generalTopic | SupportTopic;

export interface ContactFormValues extends ContactUsRequest {
  topic: ContactTopic;
}

/** What the contact page sends: the short contact form, or the support form with its topic. */
export type ContactSubmission = { kind: 'contact'; body: ContactUsRequest } | { kind: 'support'; body: SupportRequest };

/** The fields both forms share, which the contact form's contract validates. */
export function contactFieldsOf({ name, email, subject, message }: ContactFormValues): ContactUsRequest {
  return { name, email, subject, message };
}

export function submissionOf(topic: ContactTopic, fields: ContactUsRequest): ContactSubmission {
  return topic === generalTopic ? { kind: 'contact', body: fields } : { kind: 'support', body: { ...fields, topic } };
}

/** An empty form; a signed-in user's name and address are filled in, which they may change. */
export function contactDefaultsFor(user: Pick<User, 'first_name' | 'last_name' | 'email'> | null): ContactFormValues {
  return {
    topic: generalTopic,
    name: user ? `${user.first_name} ${user.last_name}`.trim() : '',
    email: user?.email ?? '',
    subject: '',
    message: '',
  };
}
