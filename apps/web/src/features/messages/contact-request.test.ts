import { describe, expect, it } from 'vitest';
import { contactDefaultsFor, contactFieldsOf, submissionOf } from './contact-request';

const fields = { name: 'Ada Lovelace', email: 'ada@example.test', subject: 'Fees', message: 'How much is an order?' };

describe('the contact form', () => {
  it('sends a general question as the contact form, without a topic', () => {
    expect(submissionOf('general', fields)).toEqual({ kind: 'contact', body: fields });
  });

  it('sends any other topic as the support form, with its topic', () => {
    expect(submissionOf('funding', fields)).toEqual({ kind: 'support', body: { ...fields, topic: 'funding' } });
  });

  it('validates the fields both forms share, and no others', () => {
    expect(contactFieldsOf({ ...fields, topic: 'trading' })).toEqual(fields);
  });

  it("starts empty for a visitor, and with a signed-in user's name and address", () => {
    expect(contactDefaultsFor(null)).toEqual({ topic: 'general', name: '', email: '', subject: '', message: '' });
    const user = { first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.test' };
    expect(contactDefaultsFor(user)).toMatchObject({ name: 'Grace Hopper', email: 'grace@example.test' });
  });
});
