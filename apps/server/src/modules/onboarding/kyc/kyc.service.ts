import { randomInt } from 'node:crypto';
import type { KycStatus } from '@invest/contracts';
import { platformActor, recordAudit } from '../../../platform/audit/audit';
import type { Database } from '../../../platform/db/database';
import { inTransaction } from '../../../platform/db/transaction';
import { AppError } from '../../../platform/errors';
import { getUserRecord, type UserRow, updateOnboardingFields } from '../../auth';
import { approveAccount } from '../account-approval';
import * as documents from '../documents/documents.repository';
import type { Actor, OnboardingDeps } from '../onboarding.deps';
import { loadMailLetterhead, queueOnboardingMail } from '../onboarding-mail';
import type { OnboardingView } from '../onboarding-view';
import { findChangeOfCheck } from '../settings/profile-changes.repository';
import { applicantChangesOf, decideProfileChangeOf } from '../settings/profile-review';
import { findApproval } from '../step-data.repository';
import type { CallbackHeaders, KycDecision } from './kyc.port';
import * as repo from './kyc.repository';
import { type ApplicantChanges, loadKycApplicant } from './kyc-applicant';

/** Investor ids are twelve random digits without a leading zero: unique per tenant by the users constraint. */
export const newInvestorId = () =>
  String(randomInt(100_000, 1_000_000)) + String(randomInt(0, 1_000_000)).padStart(6, '0');

/** The documents are kept; the check starts when the user saves or uploads again. */
const verificationUnavailable = () =>
  new AppError(
    'SERVICE_UNAVAILABLE',
    'Your documents are saved, but identity verification could not start: upload or save again in a few minutes',
  );

/**
 * Puts the user before the KYC provider as a new check, with `changes` in place of what the user row
 * holds, and records the check as pending, with what `alongside` writes in the same transaction (so
 * the provider's answer finds both or neither): the check's id.
 */
export async function submitKycCheck(
  deps: OnboardingDeps,
  user: UserRow,
  changes: ApplicantChanges = {},
  alongside?: (tx: Database, checkId: string) => Promise<void>,
): Promise<string> {
  const attempt = (await repo.countKycChecks(deps.db, user.tenantId, user.id)) + 1;
  const applicant = await loadKycApplicant(deps, user, attempt, changes);
  let reference: string;
  try {
    ({ reference } = await deps.kyc.submit(applicant));
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw verificationUnavailable();
  }
  return inTransaction(deps.db, async (tx) => {
    const checkId = await repo.insertKycCheck(tx, {
      tenantId: user.tenantId,
      userId: user.id,
      provider: deps.kyc.name,
      reference,
      status: 'pending',
      submittedAt: deps.clock.now(),
    });
    await alongside?.(tx, checkId);
    return checkId;
  });
}

/**
 * Submits the user's identity to the KYC provider once their documents are in, unless a check is open
 * or passed: after a refusal, the documents uploaded again go to a new check.
 */
export async function submitKycIfReady(deps: OnboardingDeps, view: OnboardingView): Promise<void> {
  const latest = await repo.findLatestKycCheck(deps.db, view.user.tenantId, view.user.id);
  if (latest && latest.status !== 'refused') return;
  await submitKycCheck(deps, view.user);
}

/**
 * Hands the provider the checks it still has to answer after a restart (the sandbox answers from
 * this process); a provider that calls back on its own has nothing to resume.
 */
export async function resumePendingKycChecks(deps: OnboardingDeps): Promise<void> {
  const { resume } = deps.kyc;
  if (!resume) return;
  for (const check of await repo.findPendingKycChecks(deps.db, deps.kyc.name)) {
    const user = await getUserRecord(deps.db, check.tenantId, check.userId);
    const attempt = await repo.countKycChecks(deps.db, check.tenantId, check.userId);
    const change = await findChangeOfCheck(deps.db, check.id);
    resume({
      reference: check.reference,
      submittedAt: check.submittedAt,
      applicant: await loadKycApplicant(deps, user, attempt, change ? applicantChangesOf(change) : {}),
    });
  }
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

export type KycCallbackOutcome = 'applied' | 'ignored' | 'not_a_decision';

/**
 * POST registration/kyc/callback: the configured provider authenticates and reads the callback (a
 * forged or stale one is refused), then its decision is applied once.
 */
export async function handleKycCallback(
  deps: OnboardingDeps,
  body: string,
  headers: CallbackHeaders,
): Promise<KycCallbackOutcome> {
  const decision = deps.kyc.readCallback(body, headers, deps.clock.now());
  return decision ? applyKycDecision(deps, decision) : 'not_a_decision';
}

/**
 * Applies a provider's decision once: a replayed event (its id seen before) and one for an already
 * decided check change nothing. An approval gives the user an investor id, so their trading account
 * opens. The user is told by mail, in the same transaction.
 */
async function applyKycDecision(deps: OnboardingDeps, decision: KycDecision): Promise<'applied' | 'ignored'> {
  const now = deps.clock.now();
  const known = await repo.findKycCheck(deps.db, decision.reference);
  if (!known) throw new AppError('NOT_FOUND', 'Unknown verification');
  const letterhead = await loadMailLetterhead(deps, known.tenantId);
  const outcome = await inTransaction(deps.db, async (tx) => {
    const isNew = await repo.claimCallbackEvent(tx, {
      eventId: decision.eventId,
      reference: decision.reference,
      receivedAt: now,
    });
    if (!isNew) return 'ignored';
    const check = await repo.findKycCheckForUpdate(tx, decision.reference);
    if (!check) throw new AppError('NOT_FOUND', 'Unknown verification');
    if (check.status !== 'pending') return 'ignored';
    await repo.decideKycCheck(tx, check.id, { status: decision.status, reason: decision.reason, decidedAt: now });
    const scope = { tenantId: check.tenantId, userId: check.userId };
    await recordAudit(tx, {
      tenantId: check.tenantId,
      actor: platformActor,
      action: 'user.kyc_result',
      object: { kind: 'user', id: check.userId },
      subjectUserId: check.userId,
      reason: decision.reason ?? null,
      before: { check: check.id, status: check.status },
      after: { check: check.id, status: decision.status },
    });
    const user = await getUserRecord(tx, scope.tenantId, scope.userId);
    if (await decideProfileChangeOf(tx, check.id, { user, letterhead, decision, now })) return 'applied';
    if (decision.status === 'refused') {
      const reason = decision.reason ?? 'Your identity could not be verified';
      await documents.requestReuploadOfPendingDocuments(tx, scope, reason);
      await queueOnboardingMail(tx, letterhead, user, { kind: 'identity_refused', reason: decision.reason });
      return 'applied';
    }
    if (!user.investorId) await updateOnboardingFields(tx, scope, { investorId: newInvestorId() }, now);
    const approval = await findApproval(tx, scope.tenantId, scope.userId);
    if (approval?.status !== 'refused') {
      await approveAccount(tx, scope, 'Identity verified', now);
      await queueOnboardingMail(tx, letterhead, user, { kind: 'identity_verified' });
    }
    return 'applied';
  });
  if (outcome === 'applied') deps.outbox.wake();
  return outcome;
}
