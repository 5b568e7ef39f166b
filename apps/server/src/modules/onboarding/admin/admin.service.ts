import type {
  DocumentStep,
  KycStatus,
  OnboardingUserSummary,
  Page,
  PageQuery,
  ReviewDocumentRequest,
  ReviewUserRequest,
} from '@invest/contracts';
import { type AuditActor, recordAudit } from '../../../platform/audit/audit';
import { inTransaction } from '../../../platform/db/transaction';
import { notFound } from '../../../platform/errors';
import { findUsersPage, getUserRecord, type UserRow, updateOnboardingFields } from '../../auth';
import { approveAccount } from '../account-approval';
import * as documents from '../documents/documents.repository';
import { getKycStatus, newInvestorId } from '../kyc/kyc.service';
import type { Actor, OnboardingDeps } from '../onboarding.deps';
import { toOnboardingDocument } from '../onboarding.mapper';
import { loadMailLetterhead, type OnboardingMailEvent, queueOnboardingMail } from '../onboarding-mail';
import { findApproval, upsertApproval } from '../step-data.repository';
import * as reviews from './reviews.repository';

/** The administrator acting, in their own tenant. */
export type AdminActor = Actor;

function summaryOf(user: UserRow, approval: string | undefined, kyc: string | undefined): OnboardingUserSummary {
  return {
    id: user.id,
    email: user.email,
    name: user.userType === 'Entity' ? (user.companyName ?? '') : `${user.firstName} ${user.lastName}`,
    user_type: user.userType,
    investor_id: user.investorId,
    registration_completed: user.registrationCompleted,
    last_step: user.lastStep,
    approval: (approval ?? 'pending') as OnboardingUserSummary['approval'],
    kyc: (kyc ?? 'not_started') as KycStatus['status'],
    created_at: user.createdAt.toISOString(),
  };
}

/** GET admin/onboarding/users: the tenant's users with where each stands. */
export async function listOnboardingUsers(
  deps: OnboardingDeps,
  admin: AdminActor,
  query: PageQuery,
): Promise<Page<OnboardingUserSummary>> {
  const { rows, total } = await findUsersPage(deps.db, admin.tenantId, query);
  const ids = rows.map((row) => row.id);
  const [approvals, kyc] = await Promise.all([
    reviews.findApprovalsOf(deps.db, admin.tenantId, ids),
    reviews.findLatestKycStatusesOf(deps.db, admin.tenantId, ids),
  ]);
  return {
    items: rows.map((row) => summaryOf(row, approvals.get(row.id), kyc.get(row.id))),
    page: query.page,
    limit: query.limit,
    total,
  };
}

/** The names of the administrators who took decisions, for the audit trail. */
async function namesOf(deps: OnboardingDeps, tenantId: string, actorIds: string[]) {
  const unique = [...new Set(actorIds)];
  const records = await Promise.all(unique.map((id) => getUserRecord(deps.db, tenantId, id)));
  return new Map(records.map((record) => [record.id, `${record.firstName} ${record.lastName}`.trim()]));
}

/** GET admin/onboarding/users/:id: one user's steps, documents, KYC and the audit trail. */
export async function getOnboardingUser(deps: OnboardingDeps, admin: AdminActor, userId: string) {
  const user = await getUserRecord(deps.db, admin.tenantId, userId);
  const scope = { tenantId: admin.tenantId, userId };
  const [approval, kyc, docs, trail] = await Promise.all([
    findApproval(deps.db, admin.tenantId, userId),
    getKycStatus(deps, scope),
    documents.findUserDocuments(deps.db, admin.tenantId, userId),
    reviews.findReviews(deps.db, admin.tenantId, userId),
  ]);
  const actorNames = await namesOf(
    deps,
    admin.tenantId,
    trail.map((row) => row.actorId),
  );
  return {
    user: summaryOf(user, approval?.status, kyc.status),
    registration_steps_completed_at: user.registrationStepsCompletedAt,
    approval_reason: approval?.reason ?? null,
    kyc,
    documents: docs.map(toOnboardingDocument),
    reviews: trail.map((row) => ({
      id: row.id,
      actor_id: row.actorId,
      actor_name: actorNames.get(row.actorId) ?? row.actorId,
      document_id: row.documentId,
      action: row.action,
      reason: row.reason,
      at: row.at.toISOString(),
    })),
  };
}

/**
 * POST admin/onboarding/users/:id/review: approves (overriding the KYC result, and giving an
 * investor id when the user has none) or refuses the user's onboarding, with the reason audited and
 * mailed to the user.
 */
export async function reviewUser(
  deps: OnboardingDeps,
  admin: AdminActor,
  actor: AuditActor,
  userId: string,
  body: ReviewUserRequest,
) {
  const [user, approval] = await Promise.all([
    getUserRecord(deps.db, admin.tenantId, userId),
    findApproval(deps.db, admin.tenantId, userId),
  ]);
  const letterhead = await loadMailLetterhead(deps, admin.tenantId);
  const now = deps.clock.now();
  const scope = { tenantId: admin.tenantId, userId };
  await inTransaction(deps.db, async (tx) => {
    if (body.action === 'approve') await approveAccount(tx, scope, body.reason, now);
    else await upsertApproval(tx, scope, 'refused', body.reason, now);
    await recordAudit(tx, {
      tenantId: admin.tenantId,
      actor,
      action: `user.${body.action}`,
      object: { kind: 'user', id: userId },
      subjectUserId: userId,
      reason: body.reason,
      before: { approval: approval?.status ?? 'pending' },
      after: { approval: body.action === 'approve' ? 'approved' : 'refused' },
    });
    if (body.action === 'approve' && !user.investorId) {
      await updateOnboardingFields(tx, scope, { investorId: newInvestorId() }, now);
    }
    await reviews.insertReview(tx, {
      ...scope,
      actorId: admin.userId,
      action: body.action,
      reason: body.reason,
      at: now,
    });
    const kind = body.action === 'approve' ? 'account_approved' : 'account_refused';
    await queueOnboardingMail(tx, letterhead, user, { kind, reason: body.reason });
  });
  deps.outbox.wake();
  return getOnboardingUser(deps, admin, userId);
}

const documentStatusOf = {
  approve: 'approved',
  refuse: 'refused',
  request_reupload: 'reupload_requested',
  mark_expired: 'expired',
} as const;

const documentMailOf = {
  approve: 'document_approved',
  refuse: 'document_refused',
  request_reupload: 'document_reupload_requested',
  mark_expired: 'document_expired',
} as const satisfies Record<ReviewDocumentRequest['action'], OnboardingMailEvent['kind']>;

/** The document's type as the user knows it ("Passport"), for the mail about it. */
async function documentNameOf(deps: OnboardingDeps, documentTypeId: number): Promise<string> {
  const types = await deps.lookups.listDocumentTypes();
  return types.find((type) => type.id === documentTypeId)?.name ?? 'document';
}

/**
 * POST admin/onboarding/documents/:id/review: approves, refuses, asks again for a document or marks it
 * expired (the investor then replaces it from their account), with the reason audited and mailed to
 * its owner with a link to where they upload another.
 */
export async function reviewDocument(
  deps: OnboardingDeps,
  admin: AdminActor,
  actor: AuditActor,
  documentId: string,
  body: ReviewDocumentRequest,
) {
  const document = await documents.findDocument(deps.db, { tenantId: admin.tenantId }, documentId);
  if (!document) throw notFound('Document');
  const [owner, letterhead, documentName] = await Promise.all([
    getUserRecord(deps.db, admin.tenantId, document.userId),
    loadMailLetterhead(deps, admin.tenantId),
    documentNameOf(deps, document.documentTypeId),
  ]);
  const now = deps.clock.now();
  await inTransaction(deps.db, async (tx) => {
    await documents.updateDocumentStatus(
      tx,
      { tenantId: admin.tenantId, id: documentId },
      documentStatusOf[body.action],
      body.reason,
    );
    await recordAudit(tx, {
      tenantId: admin.tenantId,
      actor,
      action: `document.${body.action}`,
      object: { kind: 'document', id: documentId },
      subjectUserId: document.userId,
      reason: body.reason,
      before: { status: document.status },
      after: { status: documentStatusOf[body.action] },
    });
    await reviews.insertReview(tx, {
      tenantId: admin.tenantId,
      userId: document.userId,
      actorId: admin.userId,
      documentId,
      action: body.action,
      reason: body.reason,
      at: now,
    });
    await queueOnboardingMail(tx, letterhead, owner, {
      kind: documentMailOf[body.action],
      reason: body.reason,
      documentName,
      step: document.step as DocumentStep,
    });
  });
  deps.outbox.wake();
  return getOnboardingUser(deps, admin, document.userId);
}
