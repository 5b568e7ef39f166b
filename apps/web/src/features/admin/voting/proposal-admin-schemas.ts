import { lazySchema } from '../../../shared/forms/lazy-schema';

/** The new proposal's request (POST /v1/admin/proposals), loaded on demand (see lazy-schema.ts). */
export const createProposalSchema = lazySchema(
  async () => (await import('@invest/contracts/voting')).createProposalRequestSchema,
);
