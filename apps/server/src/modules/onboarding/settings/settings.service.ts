import {
  type AccountSettings,
  type BasicRequest,
  changedProfileFields,
  entityDetailsRequestSchema,
  type GeneralSettingsRequest,
  individualDetailsRequestSchema,
  type ProfileChange,
  type ProfileChangeKind,
  type SettingsSaved,
  type TaxInfoSettingsRequest,
  taxFormForUser,
  verifiedProfileFields,
} from '@invest/contracts';
import { inTransaction } from '../../../platform/db/transaction';
import { AppError, invalid } from '../../../platform/errors';
import { parseFields } from '../../../platform/http/parse-fields';
import { updateOnboardingFields } from '../../auth';
import { prepareContact } from '../contact.service';
import { prepareEntityDetails, prepareIndividualDetails } from '../details.service';
import * as kyc from '../kyc/kyc.repository';
import { submitKycCheck } from '../kyc/kyc.service';
import type { Actor, OnboardingDeps } from '../onboarding.deps';
import { loadOnboardingView, type OnboardingView } from '../onboarding-view';
import type { PreparedStep } from '../progress.service';
import { readStepData } from '../step-data';
import { upsertStepData } from '../step-data.repository';
import { prepareTaxInfo } from '../tax-info.service';
import { withMaskedTaxNumber } from '../tax-number-mask';
import * as changes from './profile-changes.repository';
import { requestProfileChange } from './profile-review';

function toProfileChange(row: changes.ProfileChangeRow): ProfileChange {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    fields: row.data.fields,
    reason: row.reason,
    requested_at: row.requestedAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    decision_reason: row.decisionReason,
  };
}

/**
 * GET settings. The changes are read before the saved details: a change read as applied is already
 * in the details read after it (they are written in one transaction).
 */
export async function getAccountSettings(deps: OnboardingDeps, actor: Actor): Promise<AccountSettings> {
  const { pending, lastDecided } = await changes.findCurrentChanges(deps.db, actor);
  const view = await loadOnboardingView(deps, actor);
  const answers = withMaskedTaxNumber(Object.fromEntries(view.data));
  return {
    user_type: view.user.userType,
    registration_completed: view.user.registrationCompleted,
    details: answers.details ?? null,
    contact: answers.contact ?? null,
    tax_info: answers.tax_payer_identification ?? null,
    tax_form: taxFormForUser(view.stepUser),
    pending_change: pending ? toProfileChange(pending) : null,
    last_decision: lastDecided ? toProfileChange(lastDecided) : null,
  };
}

/** Settings change what onboarding saved: only once registration is complete. */
async function loadCompletedView(deps: OnboardingDeps, actor: Actor): Promise<OnboardingView> {
  const view = await loadOnboardingView(deps, actor);
  if (!view.user.registrationCompleted) {
    throw new AppError('FORBIDDEN', 'Finish your registration first: until then, change these details in its steps');
  }
  return view;
}

/**
 * Saves `prepared` at once when none of the verified fields change (ACCT-3), or asks for the change
 * to be verified first (a reason is then required).
 */
async function saveOrReview(
  deps: OnboardingDeps,
  view: OnboardingView,
  kind: ProfileChangeKind | 'tax',
  request: Record<string, unknown>,
  prepared: PreparedStep,
  reason: string | undefined,
): Promise<SettingsSaved> {
  const changed = changedProfileFields(request, readStepData(view.data, prepared.key));
  const needsReview =
    kind !== 'tax' && changed.some((field) => verifiedProfileFields[kind][view.user.userType].includes(field));
  const actor = { tenantId: view.user.tenantId, userId: view.user.id };
  if (needsReview) {
    if (!reason) throw invalid('reason', 'Tell us why these verified details change: they are checked again first');
    const open = await kyc.findLatestKycCheck(deps.db, actor.tenantId, actor.userId);
    if (open?.status === 'pending') {
      throw new AppError('CONFLICT', 'Your identity check is still in progress: change these details once it is done');
    }
    await requestProfileChange(deps, view, { kind, prepared, fields: changed, reason }, (applicant, alongside) =>
      submitKycCheck(deps, view.user, applicant, alongside),
    );
    return { outcome: 'in_review', message_code: null, settings: await getAccountSettings(deps, actor) };
  }
  const now = deps.clock.now();
  await inTransaction(deps.db, async (tx) => {
    await upsertStepData(tx, actor, prepared.key, prepared.data, now);
    if (prepared.userFields) await updateOnboardingFields(tx, actor, prepared.userFields, now);
  });
  return { outcome: 'saved', message_code: 'ACCT-3', settings: await getAccountSettings(deps, actor) };
}

/** POST basic: the My Details fields; names, birth, nationality or the company's identity need a new verification. */
export async function saveBasic(deps: OnboardingDeps, actor: Actor, body: BasicRequest): Promise<SettingsSaved> {
  const view = await loadCompletedView(deps, actor);
  const { reason, ...fields } = body;
  if (view.user.userType === 'Entity') {
    const request = parseFields(entityDetailsRequestSchema, fields);
    return saveOrReview(deps, view, 'basic', request, await prepareEntityDetails(deps, view, request), reason);
  }
  const request = parseFields(individualDetailsRequestSchema, fields);
  return saveOrReview(deps, view, 'basic', request, await prepareIndividualDetails(deps, view, request), reason);
}

/** POST settings/general: the contact details; a move to another country needs a new verification. */
export async function saveGeneralSettings(
  deps: OnboardingDeps,
  actor: Actor,
  body: GeneralSettingsRequest,
): Promise<SettingsSaved> {
  const view = await loadCompletedView(deps, actor);
  const { reason, ...request } = body;
  const prepared = await prepareContact(deps, request);
  return saveOrReview(deps, view, 'contact', request, prepared, reason);
}

/** POST settings/tax-info: the taxpayer identification, at once; the W-9 or W-8 is issued from it again. */
export async function saveTaxInfoSettings(
  deps: OnboardingDeps,
  actor: Actor,
  body: TaxInfoSettingsRequest,
): Promise<SettingsSaved> {
  const view = await loadCompletedView(deps, actor);
  const prepared = await prepareTaxInfo(deps, view, body);
  return saveOrReview(deps, view, 'tax', body, prepared, undefined);
}
