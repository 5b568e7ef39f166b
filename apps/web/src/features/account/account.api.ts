import type {
  ConfirmEmailChangeRequest,
  EmailChangedPayload,
  EmailChangeRequest,
  EmailChangeStarted,
  Page,
  RecoveryCodesPayload,
  SessionInfo,
  SignInActivity,
  TwoFactorStatus,
} from '@invest/contracts';
import { api } from '../../shared/api/api';
import { userUpdated } from '../auth';

const form = { formErrors: true } as const;

export interface TwoFactorSecret {
  secret: string;
  otpauth_url: string;
}

const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    twoFactorStatus: build.query<TwoFactorStatus, void>({
      query: () => '/2fa',
      providesTags: ['TwoFactor'],
    }),
    generateTwoFactorSecret: build.mutation<TwoFactorSecret, void>({
      query: () => ({ url: '/2fa/generateSecret', method: 'POST' }),
    }),
    enableTwoFactor: build.mutation<RecoveryCodesPayload, { secret: string; one_time_password: string }>({
      query: (body) => ({ url: '/2fa/enable2fa', method: 'POST', body }),
      invalidatesTags: ['TwoFactor', 'Sessions', 'Me'],
      extraOptions: form,
    }),
    disableTwoFactor: build.mutation<void, { current_password: string }>({
      query: (body) => ({ url: '/2fa/disable2fa', method: 'POST', body }),
      invalidatesTags: ['TwoFactor', 'Sessions', 'Me'],
      extraOptions: form,
    }),
    regenerateRecoveryCodes: build.mutation<RecoveryCodesPayload, { current_password: string }>({
      query: (body) => ({ url: '/2fa/recovery-codes', method: 'POST', body }),
      invalidatesTags: ['TwoFactor'],
      extraOptions: form,
    }),
    changePassword: build.mutation<void, { current_password: string; password: string }>({
      query: (body) => ({ url: '/account/password', method: 'POST', body }),
      invalidatesTags: ['Sessions', 'SignInActivity'],
      extraOptions: form,
    }),
    requestEmailChange: build.mutation<EmailChangeStarted, EmailChangeRequest>({
      query: (body) => ({ url: '/account/email_change', method: 'POST', body }),
      extraOptions: form,
    }),
    confirmEmailChange: build.mutation<EmailChangedPayload, ConfirmEmailChangeRequest>({
      query: (body) => ({ url: '/account/settings/email', method: 'POST', body }),
      invalidatesTags: ['SignInActivity'],
      extraOptions: form,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(userUpdated(data.user));
      },
    }),
    sessions: build.query<SessionInfo[], void>({
      query: () => '/account/sessions',
      transformResponse: (payload: Pick<Page<SessionInfo>, 'items'>) => payload.items,
      providesTags: ['Sessions'],
    }),
    revokeSession: build.mutation<void, string>({
      query: (id) => ({ url: `/account/sessions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Sessions'],
    }),
    revokeOtherSessions: build.mutation<void, void>({
      query: () => ({ url: '/account/sessions/revoke-others', method: 'POST' }),
      invalidatesTags: ['Sessions'],
    }),
    signInActivity: build.query<SignInActivity[], void>({
      query: () => '/account/sign-in-activity',
      transformResponse: (payload: Pick<Page<SignInActivity>, 'items'>) => payload.items,
      providesTags: ['SignInActivity'],
    }),
  }),
});

export const {
  useTwoFactorStatusQuery,
  useGenerateTwoFactorSecretMutation,
  useEnableTwoFactorMutation,
  useDisableTwoFactorMutation,
  useRegenerateRecoveryCodesMutation,
  useChangePasswordMutation,
  useRequestEmailChangeMutation,
  useConfirmEmailChangeMutation,
  useSessionsQuery,
  useRevokeSessionMutation,
  useRevokeOtherSessionsMutation,
  useSignInActivityQuery,
} = accountApi;
