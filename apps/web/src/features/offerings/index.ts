export { stateToneOf } from './offering-figures';
export { offeringsRoutes } from './offerings.routes';
