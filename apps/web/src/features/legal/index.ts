export { legalRoutes } from './legal.routes';
