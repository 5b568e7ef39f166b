import type {
  AccountSettings,
  BasicRequest,
  GeneralSettingsRequest,
  SettingsSaved,
  TaxForm,
  TaxInfoSettingsRequest,
} from '@invest/contracts';
import { taxFormFamily } from '@invest/contracts/onboarding-rules';
import { api } from '../../../shared/api/api';
import { lazySchema } from '../../../shared/forms/lazy-schema';

const form = { formErrors: true } as const;
/** A save changes what the profile, the checklist and the user payload show. */
const changed = ['AccountSettings', 'Onboarding', 'Me'] as const;

const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    accountSettings: build.query<AccountSettings, void>({
      query: () => '/account/settings',
      providesTags: ['AccountSettings'],
    }),
    saveBasic: build.mutation<SettingsSaved, BasicRequest>({
      query: (body) => ({ url: '/account/basic', method: 'POST', body }),
      invalidatesTags: [...changed],
      extraOptions: form,
    }),
    saveGeneralSettings: build.mutation<SettingsSaved, GeneralSettingsRequest>({
      query: (body) => ({ url: '/account/settings/general', method: 'POST', body }),
      invalidatesTags: [...changed],
      extraOptions: form,
    }),
    /** The W-9 or W-8 as issued now from the tax information: an object URL of it, which the caller revokes. */
    taxFormFile: build.mutation<string, TaxForm>({
      query: (form) => ({
        url: '/registration/get-wform',
        params: { form: taxFormFamily(form) },
        responseType: 'blob',
      }),
    }),
    saveTaxInfoSettings: build.mutation<SettingsSaved, TaxInfoSettingsRequest>({
      query: (body) => ({ url: '/account/settings/tax-info', method: 'POST', body }),
      invalidatesTags: [...changed],
      extraOptions: form,
    }),
  }),
});

export const {
  useAccountSettingsQuery,
  useSaveBasicMutation,
  useSaveGeneralSettingsMutation,
  useSaveTaxInfoSettingsMutation,
  useTaxFormFileMutation,
} = settingsApi;

const loadSettingsContracts = () => import('@invest/contracts/account-settings');

/** The settings routes' request schemas for the forms (see lazy-schema.ts). */
export const settingsSchemas = {
  basic: lazySchema(async () => (await loadSettingsContracts()).basicRequestSchema),
  general: lazySchema(async () => (await loadSettingsContracts()).generalSettingsRequestSchema),
  taxInfo: lazySchema(async () => (await loadSettingsContracts()).taxInfoSettingsRequestSchema),
};
