import type { DomainSettings } from '@invest/contracts';
import { api } from '../../shared/api/api';

const tenantsApi = api.injectEndpoints({
  endpoints: (build) => ({
    domainSettings: build.query<DomainSettings, void>({
      query: () => '/ihq/domains/settings',
    }),
  }),
});

export const { useDomainSettingsQuery } = tenantsApi;
