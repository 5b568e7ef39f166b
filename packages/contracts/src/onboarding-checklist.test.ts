import { describe, expect, it } from 'vitest';
import {
  buildChecklist,
  type ChecklistDocument,
  type ChecklistInput,
  type ChecklistItemName,
  type ChecklistUnlock,
  checklistItemNames,
} from './onboarding-checklist';
import {
  defaultRegistrationSteps,
  type StepUser,
  taxFormForUser,
  userNonRegistrationSteps,
  userRegistrationSteps,
  type Workflow,
} from './onboarding-rules';

const at = '2026-03-02T12:00:00.000Z';
const later = '2026-03-03T12:00:00.000Z';

const usIndividual: StepUser = {
  userType: 'Individual',
  nationalityName: 'United States',
  incorporationCountryName: null,
  riskTolerance: null,
};
const frenchIndividual: StepUser = { ...usIndividual, nationalityName: 'France' };
const germanEntity: StepUser = { ...usIndividual, userType: 'Entity', incorporationCountryName: 'Germany' };

/** A user of the default step configuration, who has completed `completed` and nothing else. */
function userOf(
  user: StepUser,
  completed: readonly string[],
  overrides: Partial<ChecklistInput> = {},
  workflow: Workflow = 'ipo',
): ChecklistInput {
  return {
    workflow,
    steps: userRegistrationSteps(defaultRegistrationSteps, user, workflow),
    laterSteps: userNonRegistrationSteps(defaultRegistrationSteps, user, workflow),
    completedAt: Object.fromEntries(completed.map((step) => [step, at])),
    registrationCompleted: false,
    approval: { status: 'pending', reason: null },
    kyc: { status: 'not_started', reason: null },
    documents: [],
    legalSignerCount: 0,
    accreditation: null,
    taxForm: taxFormForUser(user),
    riskTolerance: user.riskTolerance,
    ...overrides,
  };
}

const passport = (overrides: Partial<ChecklistDocument> = {}): ChecklistDocument => ({
  step: 'user_documents',
  collection: 'front',
  status: 'pending',
  status_reason: null,
  created_at: at,
  ...overrides,
});

const registered = ['signature_step', 'details', 'contact', 'suitability', 'user_documents'];

/** A US individual through registration, identity approved, with the later steps in `laterDone`. */
function verifiedUser(laterDone: readonly string[] = [], overrides: Partial<ChecklistInput> = {}, workflow?: Workflow) {
  return userOf(
    usIndividual,
    [...registered, ...laterDone],
    {
      registrationCompleted: true,
      approval: { status: 'approved', reason: 'Identity verified' },
      kyc: { status: 'approved', reason: null },
      documents: [passport({ status: 'approved' })],
      ...overrides,
    },
    workflow,
  );
}

const item = (input: ChecklistInput, name: ChecklistItemName) => {
  const found = buildChecklist(input).items.find((entry) => entry.item === name);
  if (!found) throw new Error(`no ${name} item`);
  return found;
};
const allItemsBut = (left: ChecklistItemName) => checklistItemNames.filter((name) => name !== left);
const access = (input: ChecklistInput, unlock: ChecklistUnlock) =>
  buildChecklist(input).access.find((entry) => entry.unlock === unlock);

describe('the still-needed checklist', () => {
  it('shows a new US individual every item, starting with the next registration step', () => {
    const checklist = buildChecklist(userOf(usIndividual, ['signature_step']));
    expect(checklist.items.map((entry) => entry.item)).toEqual(allItemsBut('legal_signers'));
    expect(checklist.items[0]).toMatchObject({
      status: 'missing',
      reason: { code: 'step_incomplete', note: null, text: 'My Details is not complete yet' },
      step: 'details',
      path: '/finish-profile/details',
      can_open: true,
    });
    expect(item(userOf(usIndividual, ['signature_step']), 'documents')).toMatchObject({
      status: 'missing',
      reason: { code: 'documents_missing' },
      path: '/finish-profile/user-documents',
      can_open: false,
      locked_by: 'earlier_steps',
    });
    expect(item(userOf(usIndividual, ['signature_step']), 'tax_form')).toMatchObject({
      can_open: false,
      locked_by: 'registration',
    });
    expect(item(userOf(usIndividual, ['signature_step']), 'identity')).toMatchObject({
      reason: { code: 'identity_not_started' },
      path: null,
      locked_by: null,
    });
    expect(checklist.is_complete).toBe(false);
    expect(checklist.access.find((entry) => entry.unlock === 'trading')).toEqual({
      unlock: 'trading',
      is_open: false,
      missing: ['profile', 'suitability', 'documents', 'identity'],
    });
  });

  it('leaves suitability out for a non-US individual and names their W-8BEN', () => {
    const input = userOf(frenchIndividual, ['signature_step', 'details', 'contact']);
    const checklist = buildChecklist(input);
    expect(checklist.items.map((entry) => entry.item)).not.toContain('suitability');
    expect(item(input, 'profile').status).toBe('done');
    expect(item(input, 'documents').can_open).toBe(true);
    expect(item(input, 'tax_form').reason).toEqual({
      code: 'tax_form_missing',
      note: null,
      text: 'Your W-8BEN tax form is not completed yet',
    });
  });

  it('asks an entity for its legal signers and their documents, and a W-8BEN-E', () => {
    const input = userOf(germanEntity, ['signature_step', 'details', 'contact']);
    expect(buildChecklist(input).items.map((entry) => entry.item)).toEqual(allItemsBut('suitability'));
    expect(item(input, 'legal_signers')).toMatchObject({
      status: 'missing',
      path: '/finish-profile/legal-signers',
      can_open: true,
    });
    expect(item(input, 'documents')).toMatchObject({ step: 'legal_signers_documents', can_open: false });
    expect(item(input, 'tax_form').reason?.text).toBe('Your W-8BEN-E tax form is not completed yet');
    expect(buildChecklist(input).tax_form).toBe('w8ben_e');
    const withSigners = userOf(germanEntity, ['signature_step', 'details', 'contact', 'legal_signers'], {
      legalSignerCount: 2,
    });
    expect(item(withSigners, 'legal_signers').status).toBe('done');
  });

  it('counts a document asked again as missing, with the reviewer’s reason, until it is uploaded again', () => {
    const asked = passport({ status: 'reupload_requested', status_reason: 'The photo is blurred' });
    const input = userOf(usIndividual, registered, { documents: [asked] });
    expect(item(input, 'documents')).toMatchObject({
      status: 'missing',
      reason: {
        code: 'document_reupload_requested',
        note: 'The photo is blurred',
        text: 'A document needs to be uploaded again: The photo is blurred',
      },
      path: '/finish-profile/user-documents',
      can_open: true,
    });
    const replaced = userOf(usIndividual, registered, { documents: [asked, passport({ created_at: later })] });
    expect(item(replaced, 'documents').status).toBe('done');
  });

  it('keeps a refused document missing when the new upload went to another collection', () => {
    const refused = passport({ collection: 'back', status: 'refused', status_reason: 'Expired passport' });
    const input = userOf(usIndividual, registered, { documents: [refused, passport({ created_at: later })] });
    expect(item(input, 'documents').reason).toMatchObject({ code: 'document_refused', note: 'Expired passport' });
  });

  it('follows the identity check: pending, refused with the provider’s reason, overridden by an administrator', () => {
    const documents = [passport()];
    const pending = userOf(usIndividual, registered, { documents, kyc: { status: 'pending', reason: null } });
    expect(item(pending, 'identity')).toMatchObject({ status: 'pending', path: null, can_open: false });
    const refusedKyc = { status: 'refused' as const, reason: 'The document is unreadable' };
    const refused = userOf(usIndividual, registered, { documents, kyc: refusedKyc });
    expect(item(refused, 'identity')).toMatchObject({
      status: 'refused',
      reason: { code: 'identity_refused', note: 'The document is unreadable' },
      path: '/finish-profile/user-documents',
    });
    const overridden = userOf(usIndividual, registered, {
      documents,
      kyc: refusedKyc,
      approval: { status: 'approved', reason: 'Checked by hand' },
    });
    expect(item(overridden, 'identity').status).toBe('done');
  });

  it('opens nothing once the account is refused', () => {
    const input = userOf(usIndividual, ['signature_step', 'details'], {
      approval: { status: 'refused', reason: 'Sanctions match' },
    });
    const checklist = buildChecklist(input);
    expect(item(input, 'identity')).toMatchObject({
      status: 'refused',
      reason: { code: 'account_refused', note: 'Sanctions match' },
    });
    expect(checklist.items.filter((entry) => entry.can_open)).toEqual([]);
    expect(item(input, 'documents').locked_by).toBe('refusal');
  });

  it('refuses a conservative investor at the suitability item', () => {
    const conservative = { ...usIndividual, riskTolerance: 'conservative' };
    const input = userOf(conservative, ['signature_step', 'details', 'contact', 'suitability']);
    expect(item(input, 'suitability')).toMatchObject({ status: 'refused', reason: { code: 'unsuitable' } });
  });

  it('sends a user who finished every step but did not submit to the confirmation screen', () => {
    const input = userOf(usIndividual, registered, { documents: [passport()] });
    expect(item(input, 'profile')).toMatchObject({
      status: 'missing',
      reason: { code: 'not_submitted' },
      path: '/finish-profile/confirmation',
      can_open: true,
    });
    expect(item(input, 'identity')).toMatchObject({
      reason: { code: 'identity_not_started' },
      path: '/finish-profile/user-documents',
    });
  });

  it('opens trading once registered and verified, and withdrawals only with the tax form', () => {
    const input = verifiedUser();
    expect(access(input, 'trading')).toMatchObject({ is_open: true, missing: [] });
    expect(access(input, 'withdrawals')).toMatchObject({ is_open: false, missing: ['tax_form'] });
    expect(item(input, 'tax_form')).toMatchObject({
      unlocks: ['withdrawals', 'ipo'],
      path: '/finish-profile/tax-payer-identification',
      can_open: true,
    });
    expect(access(verifiedUser(['tax_payer_identification']), 'withdrawals')?.is_open).toBe(true);
  });

  it('needs the signed deed for IPO offers, and nothing needs accreditation on an IPO tenant', () => {
    const input = verifiedUser(['tax_payer_identification']);
    expect(access(input, 'ipo')).toMatchObject({ is_open: false, missing: ['deed'] });
    expect(item(input, 'accreditation')).toMatchObject({ unlocks: [], status: 'missing' });
    const complete = buildChecklist(verifiedUser(['tax_payer_identification', 'deed']));
    expect(complete.is_complete).toBe(true);
    expect(complete.access.map((entry) => entry.unlock)).toEqual(['trading', 'withdrawals', 'ipo']);
  });

  it('needs a valid accreditation for the accredited-only offers of a private workflow', () => {
    const allSteps = ['tax_payer_identification', 'deed', 'self_certify_accredited'];
    const expired = verifiedUser(allSteps, { accreditation: { is_accredited: true, is_valid: false } }, 'listx');
    expect(access(expired, 'listx')?.is_open).toBe(true);
    expect(access(expired, 'accredited_offers')).toMatchObject({ is_open: false, missing: ['accreditation'] });
    expect(item(expired, 'accreditation')).toMatchObject({
      unlocks: ['accredited_offers'],
      reason: { code: 'accreditation_expired' },
    });
    const notAccredited = verifiedUser(
      allSteps,
      { accreditation: { is_accredited: false, is_valid: false } },
      'reg_cf',
    );
    expect(item(notAccredited, 'accreditation').reason?.code).toBe('not_accredited');
    const valid = verifiedUser(allSteps, { accreditation: { is_accredited: true, is_valid: true } }, 'reg_cf');
    expect(buildChecklist(valid).is_complete).toBe(true);
  });

  it('lists only the items of the steps the tenant configures', () => {
    const user = userOf(usIndividual, []);
    const withoutDeed = { ...user, laterSteps: user.laterSteps.filter((entry) => entry.step !== 'deed') };
    const checklist = buildChecklist(withoutDeed);
    expect(checklist.items.map((entry) => entry.item)).not.toContain('deed');
    expect(access(withoutDeed, 'ipo')?.missing).not.toContain('deed');
  });
});
