import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FundingDeps } from '../funding.deps';
import { bankDetailsRoutes } from './bank-details.routes';
import { bankTransferRoutes } from './bank-transfer.routes';

/** The bank: deposits by bank transfer, and the bank details fiat withdrawals are paid to. */
export const bankRoutes: FastifyPluginAsyncZod<{ deps: FundingDeps }> = async (app, { deps }) => {
  await app.register(bankTransferRoutes, { deps });
  await app.register(bankDetailsRoutes, { deps });
};
