import type {
  GenerateGiftCardRequest,
  GiftCard,
  GiftCardCheck,
  MyGiftCards,
  RedeemGiftCardRequest,
} from '@invest/contracts';
import { api } from '../../shared/api/api';

/** SPEC 7 "Messages and gifts": gift cards sent, checked, claimed and listed. */
const giftApi = api.enhanceEndpoints({ addTagTypes: ['GiftCards'] }).injectEndpoints({
  endpoints: (build) => ({
    myGiftCards: build.query<MyGiftCards, void>({
      query: () => '/giftcards/my-gift-card',
      providesTags: ['GiftCards'],
    }),
    giftCardCheck: build.query<GiftCardCheck, string>({
      query: (code) => `/giftcard/verifycode/${encodeURIComponent(code)}`,
    }),
    sendGiftCard: build.mutation<GiftCard, { body: GenerateGiftCardRequest; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => ({ url: '/generate-gc', method: 'POST', body, idempotencyKey }),
      invalidatesTags: ['GiftCards', 'Balances'],
      extraOptions: { formErrors: true },
    }),
    redeemGiftCard: build.mutation<GiftCard, RedeemGiftCardRequest>({
      query: (body) => ({ url: '/giftcard/redeem', method: 'POST', body }),
      invalidatesTags: ['GiftCards', 'Balances'],
      extraOptions: { formErrors: true },
    }),
  }),
});

export const { useMyGiftCardsQuery, useGiftCardCheckQuery, useSendGiftCardMutation, useRedeemGiftCardMutation } =
  giftApi;
