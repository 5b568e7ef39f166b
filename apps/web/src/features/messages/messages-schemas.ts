import { lazySchema } from '../../shared/forms/lazy-schema';

/** The fields both contact forms share (POST /v1/contactUs), loaded on demand (see lazy-schema.ts). */
export const contactUsSchema = lazySchema(
  async () => (await import('@invest/contracts/messages')).contactUsRequestSchema,
);
