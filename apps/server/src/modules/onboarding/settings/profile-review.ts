import type { ProfileChangeKind } from '@invest/contracts';
import type { Database } from '../../../platform/db/database';
import { isUniqueViolation } from '../../../platform/db/postgres-errors';
import { AppError } from '../../../platform/errors';
import { type UserRow, updateOnboardingFields } from '../../auth';
import type { KycDecision } from '../kyc/kyc.port';
import type { ApplicantChanges } from '../kyc/kyc-applicant';
import type { OnboardingDeps } from '../onboarding.deps';
import { type loadMailLetterhead, queueOnboardingMail } from '../onboarding-mail';
import type { OnboardingView } from '../onboarding-view';
import type { PreparedStep } from '../progress.service';
import type { CountryRef } from '../step-data';
import { upsertStepData } from '../step-data.repository';
import * as changes from './profile-changes.repository';

const stepKeyOf: Record<ProfileChangeKind, 'details' | 'contact'> = { basic: 'details', contact: 'contact' };

/** What the provider is to verify instead of the user row: the new names and country of a details change. */
export function applicantChangesOf(change: Pick<changes.ProfileChangeRow, 'kind' | 'data'>): ApplicantChanges {
  if (change.kind !== 'basic') return {};
  const data = change.data.values;
  const country = (data.nationality ?? data.country_incorporation) as CountryRef | undefined;
  return {
    ...(typeof data.first_name === 'string' ? { firstName: data.first_name } : {}),
    ...(typeof data.last_name === 'string' ? { lastName: data.last_name } : {}),
    ...(typeof data.company_name === 'string' ? { companyName: data.company_name } : {}),
    ...(country ? { countryCode: country.country_code } : {}),
  };
}

/** The user row's fields a details change sets once verified (names, nationality, company name). */
function userFieldsOf(change: changes.ProfileChangeRow) {
  const data = change.data.values;
  if (change.kind !== 'basic') return {};
  if (typeof data.company_name === 'string') return { companyName: data.company_name };
  const nationality = data.nationality_id;
  return {
    firstName: String(data.first_name),
    lastName: String(data.last_name),
    ...(typeof nationality === 'number' ? { countryId: nationality } : {}),
  };
}

const alreadyInReview = () =>
  new AppError('CONFLICT', 'A change of your verified details is already being checked: wait for its outcome');

/**
 * Asks for a change of what identity verification rested on: the provider checks the user with the
 * new details (`prepared`), and the change waits for that check. Refused while another change or
 * the account's own identity check is still open.
 */
export async function requestProfileChange(
  deps: OnboardingDeps,
  view: OnboardingView,
  request: { kind: ProfileChangeKind; prepared: PreparedStep; fields: string[]; reason: string },
  submitCheck: (
    changes: ApplicantChanges,
    alongside: (tx: Database, checkId: string) => Promise<void>,
  ) => Promise<string>,
): Promise<void> {
  const scope = { tenantId: view.user.tenantId, userId: view.user.id };
  if ((await changes.findCurrentChanges(deps.db, scope)).pending) throw alreadyInReview();
  const { kind, reason } = request;
  const data = { values: request.prepared.data, fields: request.fields };
  try {
    await submitCheck(applicantChangesOf({ kind, data }), (tx, kycCheckId) =>
      changes
        .insertProfileChange(tx, { ...scope, kind, data, reason, kycCheckId, requestedAt: deps.clock.now() })
        .then(() => undefined),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyInReview();
    throw error;
  }
}

/**
 * Applies the provider's decision to the change of details that check `kycCheckId` verifies: the new
 * details replace the old ones when it passed, and nothing changes when it did not; the user is told
 * either way. False when the check verifies no change (it is the account's own identity check).
 */
export async function decideProfileChangeOf(
  tx: Database,
  kycCheckId: string,
  context: {
    user: UserRow;
    letterhead: Awaited<ReturnType<typeof loadMailLetterhead>>;
    decision: KycDecision;
    now: Date;
  },
): Promise<boolean> {
  const change = await changes.findPendingChangeOfCheckForUpdate(tx, kycCheckId);
  if (!change) return (await changes.findChangeOfCheck(tx, kycCheckId)) !== null;
  const { user, decision, now } = context;
  const scope = { tenantId: change.tenantId, userId: change.userId };
  if (decision.status === 'approved') {
    await upsertStepData(tx, scope, stepKeyOf[change.kind], change.data.values, now);
    const updated = await updateOnboardingFields(tx, scope, userFieldsOf(change), now);
    await changes.decideProfileChange(tx, change.id, { status: 'applied', reason: null, decidedAt: now });
    await queueOnboardingMail(tx, context.letterhead, updated, { kind: 'details_change_applied' });
    return true;
  }
  const reason = decision.reason ?? 'The new details could not be verified';
  await changes.decideProfileChange(tx, change.id, { status: 'refused', reason, decidedAt: now });
  await queueOnboardingMail(tx, context.letterhead, user, { kind: 'details_change_refused', reason });
  return true;
}
