import { lazySchema } from '../../shared/forms/lazy-schema';

/** The ballot's request (POST /v1/vote), loaded on demand (see lazy-schema.ts). */
export const castVoteSchema = lazySchema(async () => (await import('@invest/contracts/voting')).castVoteRequestSchema);
