import { describe, expect, it } from 'vitest';
import type { RegistrationStep } from './auth';
import {
  areAllStepsCompleted,
  canOpenStep,
  currentStep,
  defaultRegistrationSteps,
  effectiveRegistrationSteps,
  isIpoRestricted,
  isUsPerson,
  nextStepAfter,
  nonRegistrationSteps,
  registrationStepLabels,
  registrationStepNames,
  registrationStepPaths,
  type StepUser,
  shouldRedirectToInvites,
  taxFormFamily,
  taxFormForUser,
  userNonRegistrationSteps,
  userRegistrationSteps,
  type Workflow,
  workflowOf,
  workflows,
} from './onboarding-rules';

const names = (steps: readonly RegistrationStep[]) => steps.map((entry) => entry.step);

function step(
  name: string,
  overrides: Partial<Omit<RegistrationStep, 'pivot'>> & { shown?: boolean } = {},
): RegistrationStep {
  const { shown = true, ...rest } = overrides;
  return {
    step: name,
    path: name,
    type: 'individual',
    workflow: 'ipo',
    is_kyc: false,
    active: true,
    pivot: { show_during_registration: shown },
    ...rest,
  };
}

const usIndividual: StepUser = {
  userType: 'Individual',
  nationalityName: 'United States',
  incorporationCountryName: null,
  riskTolerance: null,
};
const nonUsIndividual: StepUser = { ...usIndividual, nationalityName: 'France' };
const usEntity: StepUser = {
  userType: 'Entity',
  nationalityName: 'France',
  incorporationCountryName: 'united states of america',
  riskTolerance: null,
};
const nonUsEntity: StepUser = { ...usEntity, nationalityName: 'United States', incorporationCountryName: 'Germany' };

/** A configuration in which each workflow has one step of its own, so the filter shows. */
const perWorkflowSteps: RegistrationStep[] = workflows.flatMap((workflow) =>
  (['individual', 'entity'] as const).flatMap((type) => [
    step('details', { type, workflow }),
    step('suitability', { type, workflow }),
    step(workflow === 'reg_cf' ? 'self_certify_accredited' : workflow === 'listx' ? 'fund' : 'user_documents', {
      type,
      workflow,
    }),
    step(type === 'entity' ? 'legal_signers' : 'contact', { type, workflow }),
    step('deed', { type, workflow, shown: false }),
  ]),
);

const workflowStep: Record<Workflow, string> = {
  ipo: 'user_documents',
  listx: 'fund',
  reg_cf: 'self_certify_accredited',
};

describe('the step vocabulary', () => {
  it('has the eleven steps of SPEC 2 with a path and a label each', () => {
    expect(registrationStepNames).toHaveLength(11);
    for (const name of registrationStepNames) {
      expect(registrationStepPaths[name]).toMatch(/^[a-z-]+$/);
      expect(registrationStepLabels[name]).toBeTruthy();
    }
    expect(registrationStepLabels.signature_step).toBe('Agreement');
    expect(registrationStepLabels.tax_payer_identification).toBe('My Taxpayer Identification');
    expect(registrationStepLabels.legal_signers_documents).toBe('My Legal Docs');
  });
});

describe('the user’s steps for every user type, nationality and workflow', () => {
  const users = [
    { label: 'a US individual', user: usIndividual, isUs: true, last: 'contact' },
    { label: 'a non-US individual', user: nonUsIndividual, isUs: false, last: 'contact' },
    { label: 'a US entity', user: usEntity, isUs: true, last: 'legal_signers' },
    { label: 'a non-US entity', user: nonUsEntity, isUs: false, last: 'legal_signers' },
  ];
  for (const workflow of workflows) {
    for (const { label, user, isUs, last } of users) {
      it(`gives ${label} on ${workflow} the steps of its type and workflow, suitability only if US`, () => {
        const expected = ['details', ...(isUs ? ['suitability'] : []), workflowStep[workflow], last];
        expect(names(userRegistrationSteps(perWorkflowSteps, user, workflow))).toEqual(expected);
        expect(names(userNonRegistrationSteps(perWorkflowSteps, user, workflow))).toEqual(['deed']);
      });

      it(`gives ${label} on ${workflow} the default steps when the tenant has none`, () => {
        const steps = names(userRegistrationSteps(effectiveRegistrationSteps(null), user, workflow));
        const base =
          user.userType === 'Entity'
            ? ['signature_step', 'details', 'contact', 'suitability', 'legal_signers', 'legal_signers_documents']
            : ['signature_step', 'details', 'contact', 'suitability', 'user_documents'];
        expect(steps).toEqual(base.filter((name) => isUs || name !== 'suitability'));
        expect(names(userNonRegistrationSteps(defaultRegistrationSteps, user, workflow))).toEqual([
          ...nonRegistrationSteps,
        ]);
      });
    }
  }

  it('leaves out inactive steps, unknown steps and repeated steps', () => {
    const configured = [
      step('details'),
      step('contact', { active: false }),
      step('teleport'),
      step('details'),
      step('user_documents'),
    ];
    expect(names(userRegistrationSteps(configured, usIndividual, 'ipo'))).toEqual(['details', 'user_documents']);
  });

  it('keeps the configured order', () => {
    const configured = [step('contact'), step('signature_step'), step('details')];
    expect(names(userRegistrationSteps(configured, usIndividual, 'ipo'))).toEqual([
      'contact',
      'signature_step',
      'details',
    ]);
  });

  it('drops the steps after suitability for a conservative investor', () => {
    const user = { ...usIndividual, riskTolerance: 'conservative' };
    expect(names(userRegistrationSteps(defaultRegistrationSteps, user, 'ipo'))).toEqual([
      'signature_step',
      'details',
      'contact',
      'suitability',
    ]);
    const moderate = { ...usIndividual, riskTolerance: 'moderate' };
    expect(names(userRegistrationSteps(defaultRegistrationSteps, moderate, 'ipo'))).toContain('user_documents');
  });

  it('uses the default only when the tenant configured no step', () => {
    expect(effectiveRegistrationSteps([])).toBe(defaultRegistrationSteps);
    const configured = [step('details')];
    expect(effectiveRegistrationSteps(configured)).toBe(configured);
  });

  it('makes only fund skippable by default', () => {
    const skippable = new Set(defaultRegistrationSteps.filter((entry) => entry.skippable).map((entry) => entry.step));
    expect([...skippable]).toEqual(['fund']);
  });
});

describe('moving through the steps', () => {
  const steps = [step('signature_step'), step('details'), step('contact')];

  it('follows the current step with the next and ends at confirmation', () => {
    expect(nextStepAfter(steps, 'signature_step')).toBe('details');
    expect(nextStepAfter(steps, 'contact')).toBe('confirmation');
  });

  it('sends a conservative investor to the conservative screen after suitability', () => {
    const withSuitability = [step('details'), step('suitability'), step('contact')];
    expect(nextStepAfter(withSuitability, 'suitability', 'conservative')).toBe('conservative_risk_tolerance');
    expect(nextStepAfter(withSuitability, 'suitability', 'aggresive')).toBe('contact');
  });

  it('opens a step only up to the one after the last completed', () => {
    expect(canOpenStep(steps, {}, 'signature_step')).toBe(true);
    expect(canOpenStep(steps, {}, 'details')).toBe(false);
    const done = { signature_step: '2026-01-01T00:00:00Z' };
    expect(canOpenStep(steps, done, 'signature_step')).toBe(true);
    expect(canOpenStep(steps, done, 'details')).toBe(true);
    expect(canOpenStep(steps, done, 'contact')).toBe(false);
    expect(canOpenStep(steps, done, 'fund')).toBe(false);
  });

  it('knows the current step and when every step is done', () => {
    const done = { signature_step: 'x', details: 'x' };
    expect(currentStep(steps, done)).toBe('contact');
    expect(areAllStepsCompleted(steps, done)).toBe(false);
    expect(currentStep(steps, { ...done, contact: 'x' })).toBe('confirmation');
    expect(areAllStepsCompleted(steps, { ...done, contact: 'x' })).toBe(true);
  });
});

describe('SPEC 5 rules', () => {
  it('tests US persons by country name, case-insensitive, entities by incorporation', () => {
    for (const name of ['United States', 'UNITED STATES OF AMERICA', 'united states america']) {
      expect(isUsPerson({ ...nonUsIndividual, nationalityName: name })).toBe(true);
    }
    expect(isUsPerson({ ...nonUsIndividual, nationalityName: 'United Kingdom' })).toBe(false);
    expect(isUsPerson(usEntity)).toBe(true);
    expect(isUsPerson(nonUsEntity)).toBe(false);
  });

  it('chooses W-9 for US persons, W-8BEN for others and W-8BEN-E for non-US entities', () => {
    expect(taxFormForUser(usIndividual)).toBe('w9');
    expect(taxFormForUser(nonUsIndividual)).toBe('w8ben');
    expect(taxFormForUser(usEntity)).toBe('w9');
    expect(taxFormForUser(nonUsEntity)).toBe('w8ben_e');
    expect(taxFormFamily('w8ben_e')).toBe('w8');
  });

  it('reads the workflow from the tenant configs, ipo by default', () => {
    expect(workflowOf({})).toBe('ipo');
    expect(workflowOf({ workflow: 'reg_cf' })).toBe('reg_cf');
    expect(workflowOf({ workflow: 'other' })).toBe('ipo');
  });
});

describe('the IPO restriction', () => {
  const rules = { last_allowed_step: 'contact', restrict: { nationality: ['France', 'Spain'] }, ipo_closed: false };

  it('applies at the last allowed step to a user whose fields match', () => {
    expect(isIpoRestricted(rules, 'contact', { nationality: 'france' })).toBe(true);
    expect(isIpoRestricted(rules, 'details', { nationality: 'France' })).toBe(false);
    expect(isIpoRestricted(rules, 'contact', { nationality: 'Italy' })).toBe(false);
    expect(isIpoRestricted(rules, 'contact', {})).toBe(false);
    expect(isIpoRestricted(null, 'contact', { nationality: 'France' })).toBe(false);
  });

  it('applies to everyone at the last allowed step once the IPO is closed', () => {
    expect(isIpoRestricted({ ...rules, ipo_closed: true }, 'contact', {})).toBe(true);
  });
});

describe('the signup reward redirect', () => {
  const now = new Date('2026-03-02T12:00:00Z');
  it('sends to /invites only for a reward above zero granted within 24 hours', () => {
    const fresh = { amount: '10.00', granted_at: '2026-03-02T00:00:00Z' };
    expect(shouldRedirectToInvites(fresh, now)).toBe(true);
    expect(shouldRedirectToInvites({ ...fresh, amount: '0.00' }, now)).toBe(false);
    expect(shouldRedirectToInvites({ ...fresh, granted_at: '2026-03-01T11:59:59Z' }, now)).toBe(false);
    expect(shouldRedirectToInvites(null, now)).toBe(false);
  });
});
