import {
  cancelInviteRequestSchema,
  invitationCodeParamsSchema,
  invitationFilterSchema,
  invitationInfoSchema,
  invitationListQuerySchema,
  invitationSchema,
  invitationsSchema,
  inviteRequestSchema,
} from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../../platform/http/envelope';
import { requireAuth } from '../../../platform/http/guards';
import type { RewardsDeps } from '../rewards.deps';
import { cancelInvitation, invitationInfo, inviteFriend, listInvitations } from './invites.service';

const tags = ['invites'];

/** How many invitations one client may mail, and how often anyone may look codes up. */
export const inviteRateLimits = {
  sending: { max: 20, timeWindow: '1 hour' },
  codes: { max: 30, timeWindow: '10 minutes' },
} as const;

/** SPEC 7 "Invites": invitations mailed, listed and taken back, and the code's inviter for the sign-up page. */
export const inviteRoutes: FastifyPluginAsyncZod<{ deps: RewardsDeps }> = async (app, { deps }) => {
  app.post(
    '/invites',
    {
      config: { guard: 'verifiedEmail', rateLimit: inviteRateLimits.sending },
      schema: {
        tags,
        summary: 'Mails an invitation with the inviter’s sign-up link (SPEC 7 POST invites)',
        body: inviteRequestSchema,
        response: okResponse(invitationSchema),
      },
    },
    async (request) => {
      const invitation = await inviteFriend(deps, requireAuth(request), request.body);
      return ok(invitation, `We sent your invitation to ${invitation.first_name}`);
    },
  );

  app.get(
    '/invites/actives',
    {
      config: { guard: 'signedIn' },
      schema: {
        tags,
        summary:
          'The invitations still waiting, the code and link to share, and the rewards earned (SPEC 7 GET invites/actives)',
        querystring: invitationListQuerySchema,
        response: okResponse(invitationsSchema),
      },
    },
    async (request) => ok(await listInvitations(deps, requireAuth(request), 'pending', request.query)),
  );

  app.get(
    '/invites/actives/:status',
    {
      config: { guard: 'signedIn' },
      schema: {
        tags,
        summary: 'The invitations of one status, or all of them (SPEC 7 GET invites/actives/{x})',
        params: invitationFilterSchema,
        querystring: invitationListQuerySchema,
        response: okResponse(invitationsSchema),
      },
    },
    async (request) => {
      const { status } = request.params;
      return ok(await listInvitations(deps, requireAuth(request), status === 'all' ? null : status, request.query));
    },
  );

  app.post(
    '/invites/cancel',
    {
      config: { guard: 'signedIn' },
      schema: {
        tags,
        summary: 'Takes back the waiting invitation to an address (SPEC 7 POST invites/cancel)',
        body: cancelInviteRequestSchema,
        response: okResponse(invitationSchema),
      },
    },
    async (request) =>
      ok(await cancelInvitation(deps, requireAuth(request), request.body.email), 'Invitation cancelled'),
  );

  app.get(
    '/invite/info/:code',
    {
      config: { guard: 'public', rateLimit: inviteRateLimits.codes },
      schema: {
        tags,
        summary: 'Who invites with this code, for the sign-up page (SPEC 7 GET invite/info/{code})',
        params: invitationCodeParamsSchema,
        response: okResponse(invitationInfoSchema),
      },
    },
    async (request) => ok(await invitationInfo(deps, request.tenant.id, request.params.code)),
  );
};
