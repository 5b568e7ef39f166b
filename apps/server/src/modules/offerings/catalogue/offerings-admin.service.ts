import type {
  AdminOffering,
  CreateOfferingRequest,
  OfferingListQuery,
  OfferingState,
  OfferingTransitionRequest,
  Page,
  UpdateOfferingRequest,
} from '@invest/contracts';
import { type AuditActor, recordAudit } from '../../../platform/audit/audit';
import { isUniqueViolation } from '../../../platform/db/postgres-errors';
import { inTransaction } from '../../../platform/db/transaction';
import { AppError } from '../../../platform/errors';
import type { AuthContext } from '../../../platform/http/context';
import { changeOpenOfferingTerms } from '../lifecycle/terms-change.service';
import { queueOfferingOpenedJob } from '../notify/offering-opened-mail';
import type { OfferingsDeps } from '../offerings.deps';
import { getDomainOffering } from './offering-access';
import { areTermsEditable, canMoveOffering } from './offering-states';
import { readOfferingTerms } from './offering-terms';
import { toAdminOffering } from './offerings.mapper';
import {
  findInvestorMarks,
  findOfferingPage,
  findStateChanges,
  insertOffering,
  insertStateChange,
  moveOfferingState,
  type OfferingRow,
  recordTermsChange,
  updateOfferingTerms,
} from './offerings.repository';

type Admin = Pick<AuthContext, 'tenantId' | 'userId'>;

const editableStates = ['draft', 'upcoming'] as const;

function assetTaken(asset: string) {
  return new AppError('CONFLICT', `Another offering of this domain already issues ${asset}`);
}

async function withDetails(deps: OfferingsDeps, admin: Admin, row: OfferingRow): Promise<AdminOffering> {
  const scope = { tenantId: admin.tenantId, offeringId: row.id };
  const [history, marks] = await Promise.all([
    findStateChanges(deps.db, admin.tenantId, [row.id]),
    findInvestorMarks(deps.db, { ...scope, userId: admin.userId }),
  ]);
  return toAdminOffering(row, marks, history);
}

/** GET /v1/admin/offerings: every offering of the domain, drafts included. */
export async function findAdminOfferings(
  deps: OfferingsDeps,
  admin: Admin,
  query: OfferingListQuery,
): Promise<Page<AdminOffering>> {
  const filter = { workflow: query.workflow, state: query.state, favorite: query.favorite, publicOnly: false };
  const { rows, total } = await findOfferingPage(deps.db, admin.tenantId, admin.userId, filter, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  const history = await findStateChanges(
    deps.db,
    admin.tenantId,
    rows.map((row) => row.id),
  );
  const items = rows.map((row) =>
    toAdminOffering(
      row,
      row,
      history.filter((change) => change.offeringId === row.id),
    ),
  );
  return { items, page: query.page, limit: query.limit, total };
}

/** GET /v1/admin/offerings/{id}: the offering with every change of its state. */
export async function getAdminOffering(deps: OfferingsDeps, admin: Admin, offeringId: string): Promise<AdminOffering> {
  return withDetails(deps, admin, await getDomainOffering(deps, admin, offeringId));
}

/** POST /v1/admin/offerings: a draft with the given terms. */
export async function createOffering(
  deps: OfferingsDeps,
  admin: Admin,
  actor: AuditActor,
  body: CreateOfferingRequest,
): Promise<AdminOffering> {
  const terms = readOfferingTerms(body);
  const now = deps.clock.now();
  try {
    const row = await inTransaction(deps.db, async (tx) => {
      const created = await insertOffering(tx, {
        ...terms,
        tenantId: admin.tenantId,
        state: 'draft',
        createdBy: admin.userId,
        createdAt: now,
        updatedAt: now,
      });
      await recordAudit(tx, {
        tenantId: admin.tenantId,
        actor,
        action: 'offering.create',
        object: { kind: 'offering', id: created.id },
        after: terms,
      });
      return created;
    });
    return await withDetails(deps, admin, row);
  } catch (error) {
    if (isUniqueViolation(error, 'offerings_tenant_asset_key')) throw assetTaken(body.asset);
    throw error;
  }
}

/**
 * PUT /v1/admin/offerings/{id}: new terms, freely while nobody can have committed to the old ones;
 * once open, see changeOpenOfferingTerms.
 */
export async function updateOffering(
  deps: OfferingsDeps,
  admin: Admin,
  actor: AuditActor,
  offeringId: string,
  body: UpdateOfferingRequest,
): Promise<AdminOffering> {
  const current = await getDomainOffering(deps, admin, offeringId);
  const terms = readOfferingTerms(body);
  if (current.state === 'open') {
    return withDetails(
      deps,
      admin,
      await changeOpenOfferingTerms(deps, { tenantId: admin.tenantId, offeringId }, terms, actor),
    );
  }
  if (!areTermsEditable(current.state)) {
    throw new AppError('CONFLICT', `The terms of an offering that is ${current.state} cannot change`);
  }
  try {
    const scope = { tenantId: admin.tenantId, offeringId };
    const row = await inTransaction(deps.db, async (tx) => {
      const updated = await updateOfferingTerms(tx, scope, terms, editableStates, deps.clock.now());
      if (updated) await recordTermsChange(tx, { ...scope, actor, before: current, after: terms });
      return updated;
    });
    if (!row) throw new AppError('CONFLICT', 'The offering opened meanwhile: its terms can no longer change');
    return await withDetails(deps, admin, row);
  } catch (error) {
    if (isUniqueViolation(error, 'offerings_tenant_asset_key')) throw assetTaken(body.asset);
    throw error;
  }
}

/**
 * Moves the offering from `from` to `to` and records who (null: the schedule) and why, in one
 * transaction, with the job that mails those waiting for it to open; null when it was no longer in `from`.
 */
export async function recordMove(
  deps: OfferingsDeps,
  scope: { tenantId: string; offeringId: string },
  from: OfferingState,
  to: OfferingState,
  by: { actor: AuditActor; reason?: string | undefined },
): Promise<OfferingRow | null> {
  const now = deps.clock.now();
  return inTransaction(deps.db, async (tx) => {
    const row = await moveOfferingState(tx, scope, from, to, now);
    if (!row) return null;
    await insertStateChange(
      tx,
      { ...scope, fromState: from, toState: to, reason: by.reason ?? null, at: now },
      by.actor,
    );
    if (to === 'open') await queueOfferingOpenedJob(tx, scope.tenantId, scope.offeringId);
    return row;
  });
}

/**
 * POST /v1/admin/offerings/{id}/state: announces, opens or cancels the offering and records who did
 * it. Asking for the state it is in already answers it unchanged (a retried request records nothing
 * twice); of two concurrent moves from the same state, one wins and the other is a conflict.
 */
export async function moveOffering(
  deps: OfferingsDeps,
  admin: Admin,
  actor: AuditActor,
  offeringId: string,
  body: OfferingTransitionRequest,
): Promise<AdminOffering> {
  const current = await getDomainOffering(deps, admin, offeringId);
  if (current.state === body.to) return withDetails(deps, admin, current);
  if (!canMoveOffering(current.workflow, current.state, body.to)) {
    throw new AppError('CONFLICT', `An offering that is ${current.state} cannot become ${body.to}`);
  }
  const scope = { tenantId: admin.tenantId, offeringId };
  const moved = await recordMove(deps, scope, current.state, body.to, { actor, reason: body.reason });
  if (moved) return withDetails(deps, admin, moved);
  const latest = await getDomainOffering(deps, admin, offeringId);
  if (latest.state === body.to) return withDetails(deps, admin, latest);
  throw new AppError('CONFLICT', `The offering became ${latest.state} meanwhile`);
}
