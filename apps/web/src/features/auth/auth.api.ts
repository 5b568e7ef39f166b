import type {
  InvitationInfo,
  LoginPayload,
  LoginRequest,
  RegisterRequest,
  SessionPayload,
  SignInProviders,
  SocialSignUpDetails,
  SocialSignUpRequest,
  TermsAcceptanceRequest,
  TermsPayload,
  User,
} from '@invest/contracts';
import { legalTermsChecked } from '../../app/app.slice';
import { api } from '../../shared/api/api';
import { type IpInfo, ipInfoLoaded, userUpdated } from './auth.slice';

const form = { formErrors: true } as const;

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginPayload, LoginRequest>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
      extraOptions: form,
    }),
    register: build.mutation<SessionPayload, RegisterRequest>({
      query: (body) => ({ url: '/register', method: 'POST', body }),
      extraOptions: form,
    }),
    verifyTwoFactorCode: build.mutation<SessionPayload, { token: string; one_time_password: string }>({
      query: ({ token, one_time_password }) => ({
        url: '/2fa/token',
        method: 'POST',
        body: { one_time_password },
        token,
      }),
      extraOptions: form,
    }),
    signInWithRecoveryCode: build.mutation<SessionPayload, { token: string; recovery_code: string }>({
      query: ({ token, recovery_code }) => ({
        url: '/2fa/recovery',
        method: 'POST',
        body: { recovery_code },
        token,
      }),
      extraOptions: form,
    }),
    me: build.query<User, void>({
      query: () => ({ url: '/me', method: 'POST' }),
      transformResponse: (payload: { user: User }) => payload.user,
      providesTags: ['Me'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(userUpdated(data));
      },
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/logout', method: 'POST' }),
    }),
    forgotPassword: build.mutation<string | null, { email: string }>({
      query: (body) => ({ url: '/forgot-password', method: 'POST', body }),
      transformResponse: (_payload: unknown, meta) => meta?.message ?? null,
      extraOptions: form,
    }),
    resetPassword: build.mutation<void, { token: string; password: string }>({
      query: (body) => ({ url: '/reset-password', method: 'POST', body }),
      extraOptions: form,
    }),
    resendConfirmation: build.mutation<string | null, void>({
      query: () => ({ url: '/resend-confirmation', method: 'POST' }),
      transformResponse: (_payload: unknown, meta) => meta?.message ?? null,
      extraOptions: form,
    }),
    confirmEmail: build.mutation<void, { token: string }>({
      query: (body) => ({ url: '/confirm-email', method: 'POST', body }),
      invalidatesTags: ['Me'],
      extraOptions: form,
    }),
    terms: build.query<TermsPayload, void>({
      query: () => '/terms-and-conditions',
      providesTags: ['Terms'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(legalTermsChecked({ accepted: data.accepted, accepted_at: data.accepted_at }));
      },
    }),
    acceptTerms: build.mutation<TermsPayload, TermsAcceptanceRequest>({
      query: (body) => ({ url: '/terms-and-conditions', method: 'POST', body }),
      extraOptions: form,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(authApi.util.upsertQueryData('terms', undefined, data));
        dispatch(legalTermsChecked({ accepted: data.accepted, accepted_at: data.accepted_at }));
      },
    }),
    invitationInfo: build.query<InvitationInfo, string>({
      query: (code) => `/invite/info/${encodeURIComponent(code)}`,
    }),
    signInProviders: build.query<SignInProviders, void>({
      query: () => '/sign-in-providers',
    }),
    collectSocialSession: build.mutation<LoginPayload, { ticket: string }>({
      query: (body) => ({ url: '/auth/social/sign-in', method: 'POST', body }),
      extraOptions: form,
    }),
    socialSignUpDetails: build.mutation<SocialSignUpDetails, { ticket: string }>({
      query: (body) => ({ url: '/auth/social/sign-up/details', method: 'POST', body }),
      extraOptions: form,
    }),
    completeSocialSignUp: build.mutation<SessionPayload, SocialSignUpRequest>({
      query: (body) => ({ url: '/auth/social/sign-up', method: 'POST', body }),
      extraOptions: form,
    }),
    ip: build.query<IpInfo, void>({
      query: () => '/ip',
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(ipInfoLoaded(data));
      },
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useVerifyTwoFactorCodeMutation,
  useSignInWithRecoveryCodeMutation,
  useMeQuery,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useResendConfirmationMutation,
  useConfirmEmailMutation,
  useTermsQuery,
  useAcceptTermsMutation,
  useIpQuery,
  useSignInProvidersQuery,
  useInvitationInfoQuery,
  useCollectSocialSessionMutation,
  useSocialSignUpDetailsMutation,
  useCompleteSocialSignUpMutation,
} = authApi;
