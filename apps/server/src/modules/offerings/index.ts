export {
  type OfferingNews,
  type OfferingNewsEvent,
  offeringNewsTopic,
} from './catalogue/offering-news';
export { createOfferingsModule, type OfferingsModule } from './offerings.module';
