import { randomUUID } from 'node:crypto';
import type { AdminProposal, CreateProposalRequest, Page, ProposalListQuery } from '@invest/contracts';
import { type AuditActor, recordAudit } from '../../platform/audit/audit';
import { inTransaction } from '../../platform/db/transaction';
import { AppError, invalid, notFound } from '../../platform/errors';
import type { AuthContext } from '../../platform/http/context';
import { findHoldersAsOf } from '../ledger';
import { proposalOptionsOf } from './proposal-options';
import { tallyOf, tallyProposals } from './proposal-totals';
import type { VotingDeps } from './voting.deps';
import { toAdminProposal } from './voting.mapper';
import {
  findHolderIds,
  findProposal,
  findProposalPage,
  insertProposal,
  lockProposal,
  type ProposalRow,
  recordCancellation,
} from './voting.repository';
import { queueProposalMails } from './voting-mail';

type Admin = Pick<AuthContext, 'tenantId' | 'userId'>;

/** Who puts a question: an administrator of the domain, or the platform itself (userId null). */
export type ProposalCreator = { tenantId: string; userId: string | null };

async function withTotals(deps: VotingDeps, row: ProposalRow): Promise<AdminProposal> {
  return toAdminProposal(row, await tallyOf(deps.db, row), deps.clock.now());
}

/** The times' order: the record date has passed, and comes no later than the opening, before the closing, in the future. */
function checkTimes(times: { recordDate: Date; opensAt: Date; closesAt: Date }, now: Date) {
  if (times.recordDate > now) {
    throw invalid('record_date', 'The record date must have passed: it fixes the holders who are told of the vote');
  }
  if (times.opensAt < times.recordDate) throw invalid('opens_at', 'Voting opens on or after the record date');
  if (times.closesAt <= times.opensAt) throw invalid('closes_at', 'Voting closes after it opens');
  if (times.closesAt <= now) throw invalid('closes_at', 'The closing time must be in the future');
}

/**
 * POST /v1/admin/proposals: fixes the holders of the asset at the record date and their weights from
 * the ledger's history, stores the proposal with them, and tells each holder by mail, all at once.
 */
export async function createProposal(
  deps: VotingDeps,
  creator: ProposalCreator,
  actor: AuditActor,
  body: CreateProposalRequest,
): Promise<AdminProposal> {
  const now = deps.clock.now();
  const times = {
    recordDate: new Date(body.record_date),
    opensAt: new Date(body.opens_at),
    closesAt: new Date(body.closes_at),
  };
  checkTimes(times, now);
  const holders = await findHoldersAsOf(deps.db, creator.tenantId, body.asset, times.recordDate);
  if (holders.length === 0) {
    throw new AppError('BUSINESS_RULE', `Nobody held ${body.asset} at the record date: there is nobody to vote`);
  }
  const row = await inTransaction(deps.db, async (tx) => {
    const proposal = await insertProposal(
      tx,
      {
        id: randomUUID(),
        tenantId: creator.tenantId,
        asset: body.asset,
        title: body.title,
        text: body.text,
        kind: body.kind,
        options: proposalOptionsOf(body),
        ...times,
        quorumBps: Math.round(body.quorum_percent * 100),
        outstandingUnits: holders.reduce((sum, holder) => sum + holder.units, 0n),
        holderCount: holders.length,
        state: 'scheduled',
        createdBy: creator.userId,
        createdAt: now,
      },
      holders.map((holder) => ({ userId: holder.userId, weightUnits: holder.units })),
    );
    await recordAudit(tx, {
      tenantId: creator.tenantId,
      actor,
      action: 'proposal.create',
      object: { kind: 'proposal', id: proposal.id },
      after: { ...body, holder_count: holders.length },
    });
    await queueProposalMails(
      deps,
      tx,
      proposal,
      holders.map((holder) => holder.userId),
      { kind: 'announced' },
    );
    return proposal;
  });
  return withTotals(deps, row);
}

/** GET /v1/admin/proposals: the domain's proposals, newest first, with their totals. */
export async function findAdminProposals(
  deps: VotingDeps,
  admin: Admin,
  query: ProposalListQuery,
): Promise<Page<AdminProposal>> {
  const now = deps.clock.now();
  const { rows, total } = await findProposalPage(
    deps.db,
    admin.tenantId,
    { state: query.state, now },
    { limit: query.limit, offset: (query.page - 1) * query.limit },
  );
  const tallied = await tallyProposals(deps.db, admin.tenantId, rows);
  const items = tallied.map(({ row, tally }) => toAdminProposal(row, tally, now));
  return { items, page: query.page, limit: query.limit, total };
}

/** GET /v1/admin/proposals/{id}. */
export async function getAdminProposal(deps: VotingDeps, admin: Admin, proposalId: string): Promise<AdminProposal> {
  const row = await findProposal(deps.db, { tenantId: admin.tenantId, proposalId });
  if (!row) throw notFound('Proposal');
  return withTotals(deps, row);
}

/**
 * POST /v1/admin/proposals/{id}/cancel: withdraws a proposal that has not opened yet and tells its
 * holders. Cancelling a cancelled proposal answers it unchanged.
 */
export async function cancelProposal(
  deps: VotingDeps,
  admin: Admin,
  actor: AuditActor,
  proposalId: string,
): Promise<AdminProposal> {
  const scope = { tenantId: admin.tenantId, proposalId };
  const row = await inTransaction(deps.db, async (tx) => {
    const current = await lockProposal(tx, scope, 'update');
    if (!current) throw notFound('Proposal');
    if (current.state === 'cancelled') return current;
    const now = deps.clock.now();
    if (current.state !== 'scheduled' || current.opensAt <= now) {
      throw new AppError('CONFLICT', 'A proposal can be cancelled only before voting opens');
    }
    const cancelled = await recordCancellation(tx, scope, now);
    await recordAudit(tx, {
      tenantId: admin.tenantId,
      actor,
      action: 'proposal.cancel',
      object: { kind: 'proposal', id: proposalId },
      before: { state: current.state },
      after: { state: cancelled.state },
    });
    await queueProposalMails(deps, tx, cancelled, await findHolderIds(tx, scope), { kind: 'cancelled' });
    return cancelled;
  });
  return withTotals(deps, row);
}
