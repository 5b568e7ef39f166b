import type { PageQuery, PayUserBonusRequest, UserBonus, UserBonuses } from '@invest/contracts';
import { api } from '../../../shared/api/api';

const list = { type: 'UserBonus', id: 'LIST' } as const;

/** SPEC 7 Reports user-bonus: the bonuses due (GET) and paying one (POST, with an Idempotency-Key). */
const bonusesApi = api.enhanceEndpoints({ addTagTypes: ['UserBonus'] }).injectEndpoints({
  endpoints: (build) => ({
    userBonuses: build.query<UserBonuses, PageQuery>({
      query: (params) => ({ url: '/reports/user-bonus', params }),
      providesTags: [list],
    }),
    payUserBonus: build.mutation<UserBonus, { body: PayUserBonusRequest; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => ({ url: '/reports/user-bonus', method: 'POST', body, idempotencyKey }),
      extraOptions: { formErrors: true },
      invalidatesTags: [list],
    }),
  }),
});

export const { useUserBonusesQuery, usePayUserBonusMutation } = bonusesApi;
