/** Reports: what investors and administrators read about accounts over time (ARCHITECTURE.md). */
export type { ReportsDeps } from './account-value.service';
export { reportsRoutes } from './reports.routes';
