import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FundingDeps } from '../funding.deps';
import { currenciesRoutes } from './currencies.routes';
import { dashboardRoutes } from './dashboard.routes';

/** What every payment method shares on screen: the dashboard, the payment history and the currencies. */
export const paymentsRoutes: FastifyPluginAsyncZod<{ deps: FundingDeps }> = async (app, { deps }) => {
  await app.register(dashboardRoutes, { deps });
  await app.register(currenciesRoutes, { deps });
};
