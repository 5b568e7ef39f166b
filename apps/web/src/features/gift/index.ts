export { giftRoutes } from './gift.routes';
