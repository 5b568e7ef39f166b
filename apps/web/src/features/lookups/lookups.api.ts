import type { Country } from '@invest/contracts';
import { api } from '../../shared/api/api';

const lookupsApi = api.injectEndpoints({
  endpoints: (build) => ({
    countries: build.query<Country[], void>({
      query: () => '/countries',
      transformResponse: (payload: { items: Country[] }) => payload.items,
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useCountriesQuery } = lookupsApi;
