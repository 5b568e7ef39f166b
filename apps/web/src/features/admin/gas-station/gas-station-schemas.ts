import { lazySchema } from '../../../shared/forms/lazy-schema';

/** POST /v1/fireblocks/gasstation's body, for the settings form, loaded on demand (see lazy-schema.ts). */
export const gasStationSettingsSchema = lazySchema(
  async () => (await import('@invest/contracts/usdc')).gasStationSettingsRequestSchema,
);
