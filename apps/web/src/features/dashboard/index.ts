export { dashboardRoutes } from './dashboard.routes';
export { ReturnFigure } from './return-figure';
