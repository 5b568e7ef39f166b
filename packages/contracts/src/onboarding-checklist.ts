import type { RegistrationStep } from './auth';
import {
  areAllStepsCompleted,
  canOpenStep,
  isConservative,
  pseudoStepPaths,
  type RegistrationStepName,
  registrationStepLabels,
  registrationStepPaths,
  type TaxForm,
  type Workflow,
} from './onboarding-rules';

/**
 * "What is still needed": for one user, each thing onboarding still asks of them, why it is not
 * done, what it unlocks and the /finish-profile screen that completes it. Pure rules, no zod, so the
 * web app can import them without the schemas.
 *
 * Decisions:
 * - Items: profile (the registration steps without an item of their own: agreement, details,
 *   contact, then submitting the registration), suitability (US persons only, as the steps are),
 *   legal_signers (entities), documents (user_documents and, for entities, legal_signers_documents),
 *   identity (the KYC result, or an administrator's decision, which overrides it), tax_form (W-9 or
 *   W-8BEN/W-8BEN-E), accreditation (self-certified accredited and still valid) and deed. An item
 *   appears only when the user's configured steps include its step; profile and identity always do.
 * - A document refused or asked again counts as missing, with the reviewer's reason, until a newer
 *   upload in the same step and collection replaces it.
 * - What each thing unlocks (`unlockRequirements`): trading needs the registration (profile,
 *   suitability, legal signers), the documents and an approved identity; withdrawals also need the
 *   tax form; subscribing to the tenant's offers (its workflow: ipo, listx or reg_cf) also needs the
 *   signed deed, under which the platform holds the allotted shares in trust; offers of the private
 *   workflows (listx, reg_cf) open to accredited investors only also need a valid accreditation.
 *   IPO offers are public, so on an ipo tenant accreditation unlocks nothing and is optional.
 * - Only the tenant's own workflow is listed among the offers.
 * - Nothing can be opened once the account was refused.
 */

export const checklistItemNames = [
  'profile',
  'suitability',
  'legal_signers',
  'documents',
  'identity',
  'tax_form',
  'accreditation',
  'deed',
] as const;
export type ChecklistItemName = (typeof checklistItemNames)[number];

export const checklistUnlocks = ['trading', 'withdrawals', 'ipo', 'listx', 'reg_cf', 'accredited_offers'] as const;
export type ChecklistUnlock = (typeof checklistUnlocks)[number];

/** done; missing (the user has something to do); pending (someone else decides); refused. */
export const checklistStatuses = ['done', 'missing', 'pending', 'refused'] as const;
export type ChecklistStatus = (typeof checklistStatuses)[number];

const reasonTexts = {
  step_incomplete: '{subject} is not complete yet',
  not_submitted: 'Every step is done: submit your registration',
  unsuitable: 'Based on your answers, the investments offered here would not be suitable for you',
  suitability_missing: 'The suitability questions are not answered yet',
  legal_signers_missing: 'Your legal signers are not added yet',
  documents_missing: 'Your documents are not uploaded yet',
  document_refused: 'A document was refused',
  document_reupload_requested: 'A document needs to be uploaded again',
  account_refused: 'Your account was not approved',
  identity_refused: 'Your identity could not be verified',
  identity_pending: 'Your identity is being verified',
  identity_not_started: 'Your identity check starts once your documents are in',
  tax_form_missing: 'Your {subject} tax form is not completed yet',
  accreditation_missing: 'You have not certified whether you are an accredited investor',
  not_accredited: 'You certified that you are not an accredited investor',
  accreditation_expired: 'Your accreditation has expired: certify again',
  deed_unsigned: 'The deed of trust is not signed yet',
} as const;
export type ChecklistReasonCode = keyof typeof reasonTexts;
export const checklistReasonCodes = Object.keys(reasonTexts) as ChecklistReasonCode[];

/**
 * Why an item is not done: a stable code, the reviewer's or KYC provider's own words if any, and the
 * sentence in English (naming the step, or the tax form, that the item's `step` and the checklist's
 * `tax_form` also give).
 */
export interface ChecklistReason {
  code: ChecklistReasonCode;
  note: string | null;
  text: string;
}

export type ChecklistStep = RegistrationStepName | 'confirmation';

/** Why the screen of an item cannot be opened yet. */
export const checklistLocks = ['earlier_steps', 'registration', 'refusal'] as const;
export type ChecklistLock = (typeof checklistLocks)[number];

export interface ChecklistItem {
  item: ChecklistItemName;
  status: ChecklistStatus;
  reason: ChecklistReason | null;
  /** What it is needed for; empty when nothing on this tenant needs it (optional). */
  unlocks: ChecklistUnlock[];
  /** The screen that completes (or reviews) it, and whether the user may open it now, or why not. */
  step: ChecklistStep | null;
  path: string | null;
  can_open: boolean;
  locked_by: ChecklistLock | null;
}

export interface ChecklistAccess {
  unlock: ChecklistUnlock;
  is_open: boolean;
  /** The items still standing in the way, in checklist order. */
  missing: ChecklistItemName[];
}

export interface Checklist {
  items: ChecklistItem[];
  access: ChecklistAccess[];
  /** Every item something needs is done. */
  is_complete: boolean;
  tax_form: TaxForm;
}

/** expired and superseded documents are history of an approved account: they ask nothing of onboarding. */
export type ChecklistDocumentStatus =
  | 'pending'
  | 'approved'
  | 'refused'
  | 'reupload_requested'
  | 'expired'
  | 'superseded';

export interface ChecklistDocument {
  step: string;
  collection: string;
  status: ChecklistDocumentStatus;
  status_reason: string | null;
  created_at: string;
}

/** What the rules need to know about one user. */
export interface ChecklistInput {
  workflow: Workflow;
  /** The user's registration steps, in order (userRegistrationSteps). */
  steps: readonly RegistrationStep[];
  /** The steps completed later from account settings (userNonRegistrationSteps). */
  laterSteps: readonly RegistrationStep[];
  completedAt: Readonly<Record<string, string>>;
  registrationCompleted: boolean;
  approval: { status: 'pending' | 'approved' | 'refused'; reason: string | null };
  kyc: { status: 'not_started' | 'pending' | 'approved' | 'refused'; reason: string | null };
  documents: readonly ChecklistDocument[];
  legalSignerCount: number;
  accreditation: { is_accredited: boolean; is_valid: boolean } | null;
  taxForm: TaxForm;
  riskTolerance: string | null;
}

export const taxFormLabels: Record<TaxForm, string> = { w9: 'W-9', w8ben: 'W-8BEN', w8ben_e: 'W-8BEN-E' };

/** The item each step belongs to; fund is funding's, not a requirement of onboarding. */
const itemOfStep: Partial<Record<RegistrationStepName, ChecklistItemName>> = {
  signature_step: 'profile',
  details: 'profile',
  contact: 'profile',
  suitability: 'suitability',
  legal_signers: 'legal_signers',
  user_documents: 'documents',
  legal_signers_documents: 'documents',
  tax_payer_identification: 'tax_form',
  self_certify_accredited: 'accreditation',
  deed: 'deed',
};

const registration: readonly ChecklistItemName[] = ['profile', 'suitability', 'legal_signers', 'documents', 'identity'];
const withdrawal: readonly ChecklistItemName[] = [...registration, 'tax_form'];
const offers: readonly ChecklistItemName[] = [...withdrawal, 'deed'];

/** The items each unlock needs (see the decisions above). */
export const unlockRequirements: Record<ChecklistUnlock, readonly ChecklistItemName[]> = {
  trading: registration,
  withdrawals: withdrawal,
  ipo: offers,
  listx: offers,
  reg_cf: offers,
  accredited_offers: [...offers, 'accreditation'],
};

/** The unlocks that exist for a tenant of `workflow`. */
export function unlocksOfWorkflow(workflow: Workflow): ChecklistUnlock[] {
  return workflow === 'ipo'
    ? ['trading', 'withdrawals', 'ipo']
    : ['trading', 'withdrawals', workflow, 'accredited_offers'];
}

function reason(code: ChecklistReasonCode, note: string | null = null, subject = ''): ChecklistReason {
  const sentence = reasonTexts[code].replace('{subject}', subject);
  return { code, note, text: note ? `${sentence}: ${note}` : sentence };
}

type Finding = Pick<ChecklistItem, 'status' | 'reason' | 'step'>;

const done = (step: ChecklistStep | null = null): Finding => ({ status: 'done', reason: null, step });
const missing = (code: ChecklistReasonCode, step: ChecklistStep | null, note: string | null = null): Finding => ({
  status: 'missing',
  reason: reason(code, note),
  step,
});
const missingAbout = (code: ChecklistReasonCode, step: ChecklistStep, subject: string): Finding => ({
  status: 'missing',
  reason: reason(code, null, subject),
  step,
});

function stepsOf(input: ChecklistInput, item: ChecklistItemName): RegistrationStepName[] {
  return [...input.steps, ...input.laterSteps]
    .map((entry) => entry.step as RegistrationStepName)
    .filter((step) => itemOfStep[step] === item);
}

function profileOf(input: ChecklistInput): Finding {
  const pending = input.steps.find((entry) => {
    const step = entry.step as RegistrationStepName;
    return itemOfStep[step] === 'profile' && !input.completedAt[step];
  });
  if (pending) {
    const step = pending.step as RegistrationStepName;
    return missingAbout('step_incomplete', step, registrationStepLabels[step]);
  }
  if (!input.registrationCompleted && areAllStepsCompleted(input.steps, input.completedAt)) {
    return missing('not_submitted', 'confirmation');
  }
  return done();
}

function suitabilityOf(input: ChecklistInput): Finding {
  if (isConservative(input.riskTolerance)) return { status: 'refused', reason: reason('unsuitable'), step: null };
  if (input.completedAt.suitability) return done('suitability');
  return missing('suitability_missing', 'suitability');
}

function legalSignersOf(input: ChecklistInput): Finding {
  if (input.completedAt.legal_signers && input.legalSignerCount > 0) return done('legal_signers');
  return missing('legal_signers_missing', 'legal_signers');
}

/** The newest document of each collection of `step`: the ones that count. */
function currentDocuments(input: ChecklistInput, step: string): ChecklistDocument[] {
  const newest = new Map<string, ChecklistDocument>();
  for (const document of input.documents) {
    if (document.step !== step) continue;
    const known = newest.get(document.collection);
    if (!known || Date.parse(document.created_at) >= Date.parse(known.created_at)) {
      newest.set(document.collection, document);
    }
  }
  return [...newest.values()].sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
}

function documentsOf(input: ChecklistInput, steps: RegistrationStepName[]): Finding {
  for (const step of steps) {
    const flagged = currentDocuments(input, step).find(
      (document) => document.status === 'refused' || document.status === 'reupload_requested',
    );
    if (flagged) {
      const code = flagged.status === 'refused' ? 'document_refused' : 'document_reupload_requested';
      return missing(code, step, flagged.status_reason);
    }
    if (!input.completedAt[step]) return missing('documents_missing', step);
  }
  return done(steps[0] ?? null);
}

/** The identity check follows the documents: its screen is theirs, once they are in or to upload them again. */
function identityOf(input: ChecklistInput, documentStep: RegistrationStepName | null, documents?: Finding): Finding {
  if (input.approval.status === 'refused') {
    return { status: 'refused', reason: reason('account_refused', input.approval.reason), step: null };
  }
  if (input.approval.status === 'approved' || input.kyc.status === 'approved') return done();
  if (input.kyc.status === 'pending') return { status: 'pending', reason: reason('identity_pending'), step: null };
  if (input.kyc.status === 'refused') {
    return { status: 'refused', reason: reason('identity_refused', input.kyc.reason), step: documentStep };
  }
  return missing('identity_not_started', documents?.status === 'done' ? documentStep : null);
}

function accreditationOf(input: ChecklistInput): Finding {
  const step = 'self_certify_accredited';
  if (!input.accreditation) return missing('accreditation_missing', step);
  if (!input.accreditation.is_accredited) return missing('not_accredited', step);
  if (!input.accreditation.is_valid) return missing('accreditation_expired', step);
  return done(step);
}

/** Each applicable item's finding, in checklist order. */
function findingsOf(input: ChecklistInput): Map<ChecklistItemName, Finding> {
  const has = (item: ChecklistItemName) => stepsOf(input, item).length > 0;
  const documentSteps = stepsOf(input, 'documents');
  const findings = new Map<ChecklistItemName, Finding>([['profile', profileOf(input)]]);
  if (has('suitability')) findings.set('suitability', suitabilityOf(input));
  if (has('legal_signers')) findings.set('legal_signers', legalSignersOf(input));
  const documents = documentSteps.length > 0 ? documentsOf(input, documentSteps) : undefined;
  if (documents) findings.set('documents', documents);
  findings.set('identity', identityOf(input, documentSteps[0] ?? null, documents));
  if (has('tax_form')) {
    const step = 'tax_payer_identification';
    findings.set(
      'tax_form',
      input.completedAt[step] ? done(step) : missingAbout('tax_form_missing', step, taxFormLabels[input.taxForm]),
    );
  }
  if (has('accreditation')) findings.set('accreditation', accreditationOf(input));
  if (has('deed')) findings.set('deed', input.completedAt.deed ? done('deed') : missing('deed_unsigned', 'deed'));
  return findings;
}

/** What keeps the screen of `step` closed (SPEC 4 gating), or null when it opens. */
function lockOf(input: ChecklistInput, step: ChecklistStep): ChecklistLock | null {
  if (input.approval.status === 'refused') return 'refusal';
  if (step === 'confirmation') return areAllStepsCompleted(input.steps, input.completedAt) ? null : 'earlier_steps';
  if (input.steps.some((entry) => entry.step === step)) {
    return canOpenStep(input.steps, input.completedAt, step) ? null : 'earlier_steps';
  }
  return input.registrationCompleted ? null : 'registration';
}

function pathOf(step: ChecklistStep | null): string | null {
  if (step === null) return null;
  return `/finish-profile/${step === 'confirmation' ? pseudoStepPaths.confirmation : registrationStepPaths[step]}`;
}

/** The user's checklist: every applicable item with what it unlocks, and what is open now. */
export function buildChecklist(input: ChecklistInput): Checklist {
  const findings = findingsOf(input);
  const unlocks = unlocksOfWorkflow(input.workflow);
  const items = [...findings].map(([item, finding]) => {
    const lock = finding.step === null ? null : lockOf(input, finding.step);
    return {
      item,
      ...finding,
      unlocks: unlocks.filter((unlock) => unlockRequirements[unlock].includes(item)),
      path: pathOf(finding.step),
      can_open: finding.step !== null && lock === null,
      locked_by: lock,
    };
  });
  const access = unlocks.map((unlock) => {
    const needed = items.filter((entry) => unlockRequirements[unlock].includes(entry.item));
    const outstanding = needed.filter((entry) => entry.status !== 'done').map((entry) => entry.item);
    return { unlock, is_open: outstanding.length === 0, missing: outstanding };
  });
  return {
    items,
    access,
    is_complete: items.every((entry) => entry.status === 'done' || entry.unlocks.length === 0),
    tax_form: input.taxForm,
  };
}
