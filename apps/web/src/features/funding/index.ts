export { BalancesSection } from './balances-section';
export { useDashboardQuery } from './funding.api';
export { bankDetailsRoute, fundingRoutes } from './funding.routes';
