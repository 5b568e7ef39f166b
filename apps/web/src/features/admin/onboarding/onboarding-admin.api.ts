import type {
  OnboardingUserDetail,
  OnboardingUserSummary,
  Page,
  ReviewDocumentRequest,
  ReviewUserRequest,
} from '@invest/contracts';
import { api } from '../../../shared/api/api';

const form = { formErrors: true } as const;
const list = { type: 'OnboardingReview', id: 'LIST' } as const;

/** The administrators' onboarding calls under /v1/admin/onboarding. */
const onboardingAdminApi = api.enhanceEndpoints({ addTagTypes: ['OnboardingReview'] }).injectEndpoints({
  endpoints: (build) => ({
    onboardingUsers: build.query<Page<OnboardingUserSummary>, { page: number; limit: number }>({
      query: (params) => ({ url: '/admin/onboarding/users', params }),
      providesTags: [list],
    }),
    onboardingUser: build.query<OnboardingUserDetail, string>({
      query: (id) => `/admin/onboarding/users/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'OnboardingReview', id }],
    }),
    reviewOnboardingUser: build.mutation<OnboardingUserDetail, { userId: string; body: ReviewUserRequest }>({
      query: ({ userId, body }) => ({
        url: `/admin/onboarding/users/${encodeURIComponent(userId)}/review`,
        method: 'POST',
        body,
      }),
      extraOptions: form,
      invalidatesTags: (_result, _error, { userId }) => [list, { type: 'OnboardingReview', id: userId }],
    }),
    reviewOnboardingDocument: build.mutation<
      OnboardingUserDetail,
      { userId: string; documentId: string; body: ReviewDocumentRequest }
    >({
      query: ({ documentId, body }) => ({
        url: `/admin/onboarding/documents/${encodeURIComponent(documentId)}/review`,
        method: 'POST',
        body,
      }),
      extraOptions: form,
      invalidatesTags: (_result, _error, { userId }) => [list, { type: 'OnboardingReview', id: userId }],
    }),
    /** A document's file as an object URL, revoked when the cache lets it go. */
    onboardingDocumentFile: build.query<string, string>({
      query: (documentId) => ({
        url: `/admin/onboarding/documents/${encodeURIComponent(documentId)}/file`,
        responseType: 'blob',
      }),
      async onCacheEntryAdded(_documentId, { cacheDataLoaded, cacheEntryRemoved }) {
        const loaded = await cacheDataLoaded.catch(() => null);
        await cacheEntryRemoved;
        if (loaded) URL.revokeObjectURL(loaded.data);
      },
    }),
  }),
});

export const {
  useOnboardingUsersQuery,
  useOnboardingUserQuery,
  useReviewOnboardingUserMutation,
  useReviewOnboardingDocumentMutation,
  useOnboardingDocumentFileQuery,
  useLazyOnboardingDocumentFileQuery,
} = onboardingAdminApi;
