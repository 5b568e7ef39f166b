import { lazySchema } from '../../shared/forms/lazy-schema';

/** POST /v1/invites's body, loaded on demand (see lazy-schema.ts). */
export const inviteSchema = lazySchema(async () => (await import('@invest/contracts/invites')).inviteRequestSchema);
