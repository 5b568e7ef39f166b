import type { CastVoteRequest, InvestorProposal, Page, ProposalDetail } from '@invest/contracts';
import { api } from '../../shared/api/api';

const list = { type: 'Vote', id: 'LIST' } as const;

/** The investor's voting calls: GET /v1/vote, GET /v1/vote/{id} and POST /v1/vote (SPEC 7). */
const votingApi = api.enhanceEndpoints({ addTagTypes: ['Vote'] }).injectEndpoints({
  endpoints: (build) => ({
    myProposals: build.query<Page<InvestorProposal>, { page: number; limit: number }>({
      query: (params) => ({ url: '/vote', params }),
      providesTags: [list],
    }),
    proposal: build.query<ProposalDetail, string>({
      query: (id) => `/vote/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Vote', id }],
    }),
    castVote: build.mutation<ProposalDetail, CastVoteRequest>({
      query: (body) => ({ url: '/vote', method: 'POST', body }),
      extraOptions: { formErrors: true },
      async onQueryStarted(body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(votingApi.util.upsertQueryData('proposal', body.id, data));
      },
      invalidatesTags: [list],
    }),
  }),
});

export const { useMyProposalsQuery, useProposalQuery, useCastVoteMutation } = votingApi;
