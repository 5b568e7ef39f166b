import {
  adminProposalSchema,
  castVoteRequestSchema,
  createProposalRequestSchema,
  investorProposalSchema,
  pageQuerySchema,
  pageSchema,
  proposalDetailSchema,
  proposalIdParamSchema,
  proposalListQuerySchema,
} from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorOf } from '../../platform/audit/audit';
import { ok, okResponse } from '../../platform/http/envelope';
import { requireAuth } from '../../platform/http/guards';
import { castVote, findHeldProposals, getProposalDetail } from './ballots.service';
import { cancelProposal, createProposal, findAdminProposals, getAdminProposal } from './proposals-admin.service';
import type { VotingDeps } from './voting.deps';

const tags = ['voting'];

/** SPEC 7 "IPO and voting": holders' ballots on proposals, and the administrators' calls that put them. */
export const votingRoutes: FastifyPluginAsyncZod<{ deps: VotingDeps }> = async (app, { deps }) => {
  app.get(
    '/vote',
    {
      config: { guard: 'verifiedEmail' },
      schema: {
        tags,
        summary: 'The proposals on assets the investor held at their record dates (issue 18)',
        querystring: pageQuerySchema.strict(),
        response: okResponse(pageSchema(investorProposalSchema)),
      },
    },
    async (request) => ok(await findHeldProposals(deps, requireAuth(request), request.query)),
  );

  app.get(
    '/vote/:id',
    {
      config: { guard: 'verifiedEmail' },
      schema: {
        tags,
        summary: "A proposal, the investor's ballot and receipt, and the live totals (SPEC 7 GET vote/{id})",
        params: proposalIdParamSchema,
        response: okResponse(proposalDetailSchema),
      },
    },
    async (request) => ok(await getProposalDetail(deps, requireAuth(request), request.params.id)),
  );

  app.post(
    '/vote',
    {
      config: { guard: 'verifiedEmail' },
      schema: {
        tags,
        summary: "Casts or changes the holder's ballot until the close (SPEC 7 POST vote {id, votes})",
        body: castVoteRequestSchema,
        response: okResponse(proposalDetailSchema),
      },
    },
    async (request) => ok(await castVote(deps, requireAuth(request), request.body), 'Vote recorded'),
  );

  app.get(
    '/admin/proposals',
    {
      config: { guard: 'admin' },
      schema: {
        tags,
        summary: "The domain's proposals, newest first, with their totals",
        querystring: proposalListQuerySchema,
        response: okResponse(pageSchema(adminProposalSchema)),
      },
    },
    async (request) => ok(await findAdminProposals(deps, requireAuth(request), request.query)),
  );

  app.get(
    '/admin/proposals/:id',
    {
      config: { guard: 'admin' },
      schema: {
        tags,
        summary: 'One proposal with its totals',
        params: proposalIdParamSchema,
        response: okResponse(adminProposalSchema),
      },
    },
    async (request) => ok(await getAdminProposal(deps, requireAuth(request), request.params.id)),
  );

  app.post(
    '/admin/proposals',
    {
      config: { guard: 'admin' },
      schema: {
        tags,
        summary: "Puts a question to the asset's holders at the record date and tells them by mail",
        body: createProposalRequestSchema,
        response: okResponse(adminProposalSchema),
      },
    },
    async (request) =>
      ok(await createProposal(deps, requireAuth(request), auditActorOf(request), request.body), 'Created'),
  );

  app.post(
    '/admin/proposals/:id/cancel',
    {
      config: { guard: 'admin' },
      schema: {
        tags,
        summary: 'Withdraws a proposal before voting opens and tells its holders',
        params: proposalIdParamSchema,
        response: okResponse(adminProposalSchema),
      },
    },
    async (request) =>
      ok(await cancelProposal(deps, requireAuth(request), auditActorOf(request), request.params.id), 'Cancelled'),
  );
};
