export { dashboardRoutes } from './dashboard.routes';
