export { offeringsRoutes } from './offerings.routes';
