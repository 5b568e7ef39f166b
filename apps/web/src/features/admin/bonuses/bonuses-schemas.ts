import { lazySchema } from '../../../shared/forms/lazy-schema';

/** POST /v1/reports/user-bonus's body, for the payment form, loaded on demand (see lazy-schema.ts). */
export const payUserBonusSchema = lazySchema(
  async () => (await import('@invest/contracts/user-bonuses')).payUserBonusRequestSchema,
);
