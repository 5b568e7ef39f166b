export { AccountValueSection } from './account-value-section';
export { reportsRoutes } from './reports.routes';
export { StatementsSection } from './statements-section';
