import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FundingDeps } from '../funding.deps';
import { ethRoutes } from './eth.routes';
import { walletsRoutes } from './wallets.routes';

/** Ethereum: the wallets whose USDC transfers (MetaMask) fund accounts, the ETH rate and transaction lookups. */
export const ethereumRoutes: FastifyPluginAsyncZod<{ deps: FundingDeps }> = async (app, { deps }) => {
  await app.register(walletsRoutes, { deps });
  await app.register(ethRoutes, { deps });
};
