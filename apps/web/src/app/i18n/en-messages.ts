/** English texts of the contact page, loaded with its code (see i18n.ts). */
export const enMessages = {
  contact: {
    pageTitle: 'Contact us',
    title: 'Contact us',
    description: 'Ask us anything about your account or our services. We answer by email.',
    topic: 'What is it about?',
    topics: {
      general: 'A general question',
      account: 'My account or sign-in',
      onboarding: 'My profile and verification',
      funding: 'Deposits and withdrawals',
      trading: 'Orders and trading',
      offerings: 'Offerings and investments',
      technical: 'Something does not work',
      other: 'Something else',
    },
    name: 'Your name',
    email: 'Your email',
    subject: 'Subject',
    message: 'Your message',
    messageHint: 'Between {{min}} and {{max}} characters.',
    submit: 'Send message',
    /** SPEC 8 CONT-1. */
    sentTitle: 'Message sent',
    sent: 'Thank you for your message. We will answer you by email soon; a copy is on its way to your inbox.',
    reference: 'Reference: {{reference}}',
    another: 'Send another message',
    writeDirectly: 'You can also write to us at',
  },
};
