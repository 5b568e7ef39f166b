import type {
  DomainAsset,
  DomainAssetPurpose,
  DomainSettings,
  EditableDomainSettings,
  UpdateDomainSettingsRequest,
} from '@invest/contracts';
import { api } from '../../../shared/api/api';

export interface DomainAssetUpload {
  purpose: DomainAssetPurpose;
  file: File;
  onUploadProgress: (fraction: number) => void;
}

/** The super-administrator's domain settings calls: read them all, save them, upload a logo or favicon. */
const domainSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    editableDomainSettings: build.query<EditableDomainSettings, void>({
      query: () => '/admin/domain/settings',
    }),
    saveDomainSettings: build.mutation<DomainSettings, UpdateDomainSettingsRequest>({
      query: (body) => ({ url: '/ihq/domains/settings', method: 'POST', body }),
      extraOptions: { formErrors: true },
    }),
    uploadDomainAsset: build.mutation<DomainAsset, DomainAssetUpload>({
      query: ({ purpose, file, onUploadProgress }) => {
        const body = new FormData();
        body.append('purpose', purpose);
        body.append('file', file);
        return { url: '/ihq/domains/assets', method: 'POST', body, onUploadProgress };
      },
      extraOptions: { formErrors: true },
    }),
  }),
});

export const { useEditableDomainSettingsQuery, useSaveDomainSettingsMutation, useUploadDomainAssetMutation } =
  domainSettingsApi;
