import type {
  CommitmentSeries,
  InvestorOffering,
  NationalityCheck,
  OfferingState,
  Page,
  RegCfLimit,
  Subscription,
  SubscriptionForm,
  SubscriptionFormStep,
  SubscriptionSubmitRequest,
  Workflow,
} from '@invest/contracts';
import { api } from '../../shared/api/api';

export interface OfferingFilters {
  workflow?: Workflow;
  state?: OfferingState;
  favorite?: boolean;
}

const form = { formErrors: true } as const;

/**
 * The offering calls of SPEC 7 (IPO and voting) and issue 18: the list, one offering with its
 * commitments over time, the eligibility check, the subscription form step by step, the commitment
 * (with an Idempotency-Key) and the investor's commitments. A commitment made or cancelled asks again
 * for the offerings (what they have raised), the investor's limit and balances.
 */
const offeringsApi = api
  .enhanceEndpoints({ addTagTypes: ['Offerings', 'Subscriptions', 'RegCfLimit'] })
  .injectEndpoints({
    endpoints: (build) => ({
      offerings: build.query<Page<InvestorOffering>, OfferingFilters>({
        query: (filters) => ({
          url: '/ipo',
          params: {
            ...filters,
            favorite: filters.favorite === undefined ? undefined : String(filters.favorite),
            limit: 100,
          },
        }),
        providesTags: ['Offerings'],
      }),
      offering: build.query<InvestorOffering, string>({
        query: (id) => `/ipo/${encodeURIComponent(id)}`,
        providesTags: ['Offerings'],
      }),
      commitmentSeries: build.query<CommitmentSeries, string>({
        query: (id) => `/ipo/${encodeURIComponent(id)}/commitments`,
        providesTags: ['Offerings'],
      }),
      setFavorite: build.mutation<InvestorOffering, { id: string; isFavorite: boolean }>({
        query: ({ id, isFavorite }) => ({
          url: `/ipo/${encodeURIComponent(id)}/favorite`,
          method: 'POST',
          body: { is_favorite: isFavorite },
        }),
        invalidatesTags: ['Offerings'],
      }),
      nationalityCheck: build.query<NationalityCheck, string>({
        query: (id) => `/ipo/nationality-check/${encodeURIComponent(id)}`,
      }),
      regCfLimit: build.query<RegCfLimit, void>({
        query: () => '/ipo/reg-cf-limit',
        providesTags: ['RegCfLimit'],
      }),
      savedSubscriptionForm: build.query<SubscriptionForm | null, string>({
        query: (id) => `/ipo/${encodeURIComponent(id)}/subscription_form`,
      }),
      saveSubscriptionStep: build.mutation<SubscriptionForm, SubscriptionFormStep>({
        query: (body) => ({ url: '/ipo/subscription_form/create', method: 'POST', body }),
        extraOptions: form,
      }),
      submitSubscription: build.mutation<Subscription, { body: SubscriptionSubmitRequest; idempotencyKey: string }>({
        query: ({ body, idempotencyKey }) => ({
          url: '/ipo/subscription_form/submit',
          method: 'POST',
          body,
          idempotencyKey,
        }),
        invalidatesTags: ['Offerings', 'Subscriptions', 'RegCfLimit', 'Balances'],
        extraOptions: form,
      }),
      subscriptions: build.query<Page<Subscription>, void>({
        query: () => ({ url: '/ipo/subscriptions', params: { limit: 100 } }),
        providesTags: ['Subscriptions'],
      }),
      cancelSubscription: build.mutation<Subscription, string>({
        query: (id) => ({ url: `/ipo/subscriptions/${encodeURIComponent(id)}/cancel`, method: 'POST' }),
        invalidatesTags: ['Offerings', 'Subscriptions', 'RegCfLimit', 'Balances'],
      }),
      reconfirmSubscription: build.mutation<Subscription, string>({
        query: (id) => ({ url: `/ipo/subscriptions/${encodeURIComponent(id)}/reconfirm`, method: 'POST' }),
        invalidatesTags: ['Offerings', 'Subscriptions'],
      }),
    }),
  });

export const {
  useSavedSubscriptionFormQuery,
  useReconfirmSubscriptionMutation,
  useOfferingsQuery,
  useOfferingQuery,
  useCommitmentSeriesQuery,
  useSetFavoriteMutation,
  useNationalityCheckQuery,
  useRegCfLimitQuery,
  useSaveSubscriptionStepMutation,
  useSubmitSubscriptionMutation,
  useSubscriptionsQuery,
  useCancelSubscriptionMutation,
} = offeringsApi;

/** Where the subscription agreement of the investor's form, or of one commitment, is rendered. */
export const agreementUrls = {
  ofForm: (offeringId: string) => `/ipo/${encodeURIComponent(offeringId)}/agreement`,
  ofCommitment: (subscriptionId: string) => `/ipo/subscriptions/${encodeURIComponent(subscriptionId)}/agreement`,
};
