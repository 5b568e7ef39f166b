import type { AdminProposal, CreateProposalRequest, Page, ProposalListQuery } from '@invest/contracts';
import { api } from '../../../shared/api/api';

const list = { type: 'AdminProposal', id: 'LIST' } as const;

/** The administrators' proposal calls under /v1/admin/proposals. */
const proposalsAdminApi = api.enhanceEndpoints({ addTagTypes: ['AdminProposal'] }).injectEndpoints({
  endpoints: (build) => ({
    adminProposals: build.query<Page<AdminProposal>, Pick<ProposalListQuery, 'page' | 'limit'>>({
      query: (params) => ({ url: '/admin/proposals', params }),
      providesTags: [list],
    }),
    createProposal: build.mutation<AdminProposal, CreateProposalRequest>({
      query: (body) => ({ url: '/admin/proposals', method: 'POST', body }),
      extraOptions: { formErrors: true },
      invalidatesTags: [list],
    }),
    cancelProposal: build.mutation<AdminProposal, string>({
      query: (id) => ({ url: `/admin/proposals/${encodeURIComponent(id)}/cancel`, method: 'POST' }),
      invalidatesTags: [list],
    }),
  }),
});

export const { useAdminProposalsQuery, useCreateProposalMutation, useCancelProposalMutation } = proposalsAdminApi;
