import type { CancelInviteRequest, Invitation, Invitations, InviteRequest } from '@invest/contracts';
import { api } from '../../shared/api/api';

export type InvitationFilter = 'pending' | 'joined' | 'cancelled' | 'all';

/** SPEC 7 "Invites": invitations mailed, listed and taken back, with the code and rewards. */
const invitesApi = api.enhanceEndpoints({ addTagTypes: ['Invitations'] }).injectEndpoints({
  endpoints: (build) => ({
    invitations: build.query<Invitations, { status: InvitationFilter; page: number }>({
      query: ({ status, page }) => ({ url: `/invites/actives/${status}`, params: { page, limit: 20 } }),
      providesTags: ['Invitations'],
    }),
    invite: build.mutation<Invitation, InviteRequest>({
      query: (body) => ({ url: '/invites', method: 'POST', body }),
      invalidatesTags: ['Invitations'],
      extraOptions: { formErrors: true },
    }),
    cancelInvitation: build.mutation<Invitation, CancelInviteRequest>({
      query: (body) => ({ url: '/invites/cancel', method: 'POST', body }),
      invalidatesTags: ['Invitations'],
    }),
  }),
});

export const { useInvitationsQuery, useInviteMutation, useCancelInvitationMutation } = invitesApi;
