export { createOfferingsModule, type OfferingsModule } from './offerings.module';
