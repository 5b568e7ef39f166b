import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FundingDeps } from '../funding.deps';
import { changellyRoutes } from './changelly.routes';
import { changellyFiatRoutes } from './changelly-fiat.routes';
import { changeNowRoutes } from './changenow.routes';
import { transakRoutes } from './transak.routes';

/** The swap providers: coins swapped into USDC, and USDC bought with fiat (ChangeNOW, Changelly, Transak). */
export const swapsRoutes: FastifyPluginAsyncZod<{ deps: FundingDeps }> = async (app, { deps }) => {
  await app.register(changeNowRoutes, { deps });
  await app.register(changellyRoutes, { deps });
  await app.register(transakRoutes, { deps });
  await app.register(changellyFiatRoutes, { deps });
};
