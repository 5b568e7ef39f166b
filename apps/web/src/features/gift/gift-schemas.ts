import { lazySchema } from '../../shared/forms/lazy-schema';

/** POST /v1/generate-gc's body, loaded on demand (see lazy-schema.ts). */
export const sendGiftCardSchema = lazySchema(
  async () => (await import('@invest/contracts/gift-cards')).generateGiftCardRequestSchema,
);
