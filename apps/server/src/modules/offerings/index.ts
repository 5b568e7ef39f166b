export { createOfferingsModule } from './offerings.module';
