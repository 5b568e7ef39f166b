export { BalancesSection } from './balances-section';
export { useDashboardQuery } from './funding.api';
export { fundingRoutes } from './funding.routes';
