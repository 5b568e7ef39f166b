/**
 * The contact and support forms' limits and topics, without zod, so the web form reads them without
 * loading the schemas (see messages.ts) before it validates.
 */
export const contactLimits = { name: 100, subject: 150, message: { min: 10, max: 5000 } } as const;

/** What a support request is about, so the domain's support staff can sort them. */
export const supportTopics = [
  'account',
  'onboarding',
  'funding',
  'trading',
  'offerings',
  'technical',
  'other',
] as const;
export type SupportTopic = (typeof supportTopics)[number];
