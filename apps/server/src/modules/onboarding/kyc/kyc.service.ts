import { randomInt } from 'node:crypto';
import { type KycStatus, kycCallbackSchema } from '@invest/contracts';
import { inTransaction } from '../../../platform/db/transaction';
import { AppError } from '../../../platform/errors';
import { getUserRecord, updateOnboardingFields } from '../../auth';
import * as documents from '../documents.repository';
import type { Actor, OnboardingDeps } from '../onboarding.deps';
import type { OnboardingView } from '../onboarding-view';
import { findApproval, upsertApproval } from '../step-data.repository';
import * as repo from './kyc.repository';
import { isAuthenticCallback } from './kyc-signature';

/** Investor ids are twelve random digits without a leading zero: unique per tenant by the users constraint. */
export const newInvestorId = () =>
  String(randomInt(100_000, 1_000_000)) + String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Submits the user's identity to the KYC provider once their documents are in, unless a check is open or passed. */
export async function submitKycIfReady(deps: OnboardingDeps, view: OnboardingView): Promise<void> {
  const latest = await repo.findLatestKycCheck(deps.db, view.user.tenantId, view.user.id);
  if (latest && latest.status !== 'refused') return;
  const rows = await documents.findUserDocuments(deps.db, view.user.tenantId, view.user.id);
  const live = rows.filter((row) => row.status === 'pending' || row.status === 'approved');
  const { reference } = await deps.kyc.submit({
    tenantId: view.user.tenantId,
    userId: view.user.id,
    userType: view.user.userType,
    name:
      view.user.userType === 'Entity' ? (view.user.companyName ?? '') : `${view.user.firstName} ${view.user.lastName}`,
    documents: live.map((row) => ({ id: row.id, documentTypeId: row.documentTypeId, collection: row.collection })),
  });
  await repo.insertKycCheck(deps.db, {
    tenantId: view.user.tenantId,
    userId: view.user.id,
    provider: deps.kyc.name,
    reference,
    status: 'pending',
    submittedAt: deps.clock.now(),
  });
}

/** GET registration/kyc: the status of the user's identity verification. */
export async function getKycStatus(deps: OnboardingDeps, actor: Actor): Promise<KycStatus> {
  const check = await repo.findLatestKycCheck(deps.db, actor.tenantId, actor.userId);
  return {
    status: check?.status ?? 'not_started',
    reason: check?.reason ?? null,
    submitted_at: check?.submittedAt.toISOString() ?? null,
    decided_at: check?.decidedAt?.toISOString() ?? null,
    is_sandbox: deps.kyc.isSandbox,
  };
}

const forged = () => new AppError('UNAUTHENTICATED', 'Invalid callback signature');

/**
 * POST registration/kyc/callback: applies a provider's decision once. A callback with a bad or stale
 * signature is refused; a replayed one (its event id seen before) and one for an already decided
 * check change nothing. An approval gives the user an investor id, so their trading account opens.
 */
export async function handleKycCallback(
  deps: OnboardingDeps,
  body: string,
  headers: Record<string, string | string[] | undefined>,
): Promise<'applied' | 'ignored'> {
  const now = deps.clock.now();
  if (!isAuthenticCallback(deps.kycCallbackSecret, body, headers, now)) throw forged();
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new AppError('VALIDATION', 'Malformed JSON body');
  }
  const parsed = kycCallbackSchema.safeParse(json);
  if (!parsed.success) throw new AppError('VALIDATION', 'Invalid callback body');
  const callback = parsed.data;
  return inTransaction(deps.db, async (tx) => {
    const isNew = await repo.claimCallbackEvent(tx, {
      eventId: callback.event_id,
      reference: callback.reference,
      receivedAt: now,
    });
    if (!isNew) return 'ignored';
    const check = await repo.findKycCheckForUpdate(tx, callback.reference);
    if (!check) throw new AppError('NOT_FOUND', 'Unknown verification');
    if (check.status !== 'pending') return 'ignored';
    await repo.decideKycCheck(tx, check.id, { status: callback.status, reason: callback.reason, decidedAt: now });
    if (callback.status === 'approved') {
      const scope = { tenantId: check.tenantId, userId: check.userId };
      const user = await getUserRecord(tx, scope.tenantId, scope.userId);
      if (!user.investorId) await updateOnboardingFields(tx, scope, { investorId: newInvestorId() }, now);
      const approval = await findApproval(tx, scope.tenantId, scope.userId);
      if (approval?.status !== 'refused') await upsertApproval(tx, scope, 'approved', 'Identity verified', now);
    }
    return 'applied';
  });
}
