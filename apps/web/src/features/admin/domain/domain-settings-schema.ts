import { lazySchema } from '../../../shared/forms/lazy-schema';

/** The request POST /v1/ihq/domains/settings validates, loaded on demand (see lazy-schema.ts). */
export const domainSettingsRequestSchema = lazySchema(
  async () => (await import('@invest/contracts/tenants')).updateDomainSettingsRequestSchema,
);
