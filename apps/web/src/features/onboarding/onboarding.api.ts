import type {
  KycStatus,
  OnboardingDocument,
  OnboardingProgress,
  OnboardingStatus,
  SignDeedRequest,
  SignedDeed,
} from '@invest/contracts/onboarding';
import type { RegistrationStepName } from '@invest/contracts/onboarding-rules';
import { api } from '../../shared/api/api';

const form = { formErrors: true } as const;

export interface DocumentUploadRequest {
  file: File;
  user_document_type_id: number;
  collection: string;
  step: 'user_documents' | 'legal_signers_documents';
  onUploadProgress: (fraction: number) => void;
}

/** A file the server renders or keeps (a tax form, the deed, an uploaded document), as an object URL. */
export interface FileRequest {
  url: string;
  method?: 'GET' | 'POST';
}

/**
 * The finish-profile calls of SPEC 7 Registration. A step's save refreshes the steps and the user,
 * except when the server ended the session (a conservative risk tolerance): then nothing is asked
 * again with the revoked token, and the screen explains before signing out.
 */
export const onboardingApi = api.injectEndpoints({
  endpoints: (build) => ({
    registrationSteps: build.query<OnboardingStatus, void>({
      query: () => '/registration/steps',
      providesTags: ['Onboarding'],
    }),
    saveRegistrationStep: build.mutation<OnboardingProgress, { path: string; body: unknown }>({
      query: ({ path, body }) => ({ url: `/registration/${path}`, method: 'POST', body }),
      extraOptions: form,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data && !data.signed_out) dispatch(onboardingApi.util.invalidateTags(['Onboarding', 'Me', 'Kyc']));
      },
    }),
    signDeed: build.mutation<SignedDeed, SignDeedRequest>({
      query: (body) => ({ url: '/registration/deed', method: 'POST', body }),
      extraOptions: form,
      invalidatesTags: ['Onboarding', 'Me'],
    }),
    skipRegistrationStep: build.mutation<OnboardingProgress, RegistrationStepName>({
      query: (step) => ({ url: '/registration/skip', method: 'POST', body: { step } }),
      invalidatesTags: ['Onboarding', 'Me'],
    }),
    completeRegistration: build.mutation<OnboardingProgress, void>({
      query: () => ({ url: '/registration/complete', method: 'POST' }),
      invalidatesTags: ['Onboarding', 'Me'],
    }),
    registrationDocuments: build.query<OnboardingDocument[], void>({
      query: () => '/registration/documents',
      transformResponse: (payload: { items: OnboardingDocument[] }) => payload.items,
      providesTags: ['Documents'],
    }),
    uploadDocument: build.mutation<
      { document: OnboardingDocument; progress: OnboardingProgress },
      DocumentUploadRequest
    >({
      query: ({ file, onUploadProgress, ...fields }) => {
        const body = new FormData();
        body.append('user_document_type_id', String(fields.user_document_type_id));
        body.append('collection', fields.collection);
        body.append('step', fields.step);
        body.append('file', file);
        return { url: '/registration/documents', method: 'POST', body, onUploadProgress };
      },
      extraOptions: form,
      invalidatesTags: ['Documents', 'Onboarding', 'Me', 'Kyc'],
    }),
    registrationFile: build.mutation<string, FileRequest>({
      query: ({ url, method = 'GET' }) => ({ url, method, responseType: 'blob' }),
    }),
    kycStatus: build.query<KycStatus, void>({
      query: () => '/registration/kyc',
      providesTags: ['Kyc'],
    }),
  }),
});

export const {
  useRegistrationStepsQuery,
  useSaveRegistrationStepMutation,
  useSignDeedMutation,
  useSkipRegistrationStepMutation,
  useCompleteRegistrationMutation,
  useRegistrationDocumentsQuery,
  useUploadDocumentMutation,
  useRegistrationFileMutation,
  useKycStatusQuery,
} = onboardingApi;
