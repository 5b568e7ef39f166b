import type {
  City,
  Country,
  DocumentUserType,
  PaymentRule,
  Place,
  PlaceDetails,
  Province,
  ReferenceItem,
  UserDocumentType,
} from '@invest/contracts';
import { api } from '../../shared/api/api';

const anHour = 3600;
const itemsOf = <T>(payload: { items: T[] }) => payload.items;

export type ReferenceList = 'entityTypes' | 'fundingSources' | 'professions';

const lookupsApi = api.injectEndpoints({
  endpoints: (build) => ({
    countries: build.query<Country[], void>({
      query: () => '/countries',
      transformResponse: itemsOf<Country>,
      keepUnusedDataFor: anHour,
    }),
    provinces: build.query<Province[], number>({
      query: (countryId) => `/provinces/${countryId}`,
      transformResponse: itemsOf<Province>,
      keepUnusedDataFor: anHour,
    }),
    cities: build.query<City[], number>({
      query: (provinceId) => `/cities/${provinceId}`,
      transformResponse: itemsOf<City>,
      keepUnusedDataFor: anHour,
    }),
    referenceList: build.query<ReferenceItem[], ReferenceList>({
      query: (list) => `/${list}`,
      transformResponse: itemsOf<ReferenceItem>,
      keepUnusedDataFor: anHour,
    }),
    documentTypes: build.query<UserDocumentType[], DocumentUserType>({
      query: (type) => `/documentTypes/${type}`,
      transformResponse: itemsOf<UserDocumentType>,
      keepUnusedDataFor: anHour,
    }),
    paymentOptionsRules: build.query<PaymentRule[], void>({
      query: () => '/payment-options-rules',
      transformResponse: itemsOf<PaymentRule>,
    }),
    places: build.query<{ items: Place[]; is_sandbox: boolean }, { input: string; country?: string }>({
      query: (params) => ({ url: '/places', params }),
    }),
    placeDetails: build.mutation<PlaceDetails, string>({
      query: (id) => `/places/details/${encodeURIComponent(id)}`,
    }),
  }),
});

export const {
  useCountriesQuery,
  useProvincesQuery,
  useCitiesQuery,
  useReferenceListQuery,
  useDocumentTypesQuery,
  usePaymentOptionsRulesQuery,
  usePlacesQuery,
  usePlaceDetailsMutation,
} = lookupsApi;
