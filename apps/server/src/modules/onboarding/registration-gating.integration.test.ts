import { messages } from '@invest/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { countryId } from '../auth/testing';
import {
  acceptTerms,
  completedSteps,
  configureSteps,
  contactBody,
  createInvestor,
  individualDetailsBody,
  me,
  moderateSuitability,
  post,
  stepEntry,
  steps,
} from './onboarding.test-factories';

describe('the finish-profile workflow on the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses an unverified user with the confirmation text', async () => {
    const investor = await createInvestor(t, { emailVerified: false });
    const response = await post(t, investor, 'details/individual', await individualDetailsBody(t));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', message: messages.confirmEmail });
  });

  it('refuses a call without a token', async () => {
    const investor = await createInvestor(t);
    const response = await post(t, { ...investor, token: '' }, 'contact', await contactBody(t));
    expect(response.statusCode).toBe(401);
  });

  it('gives a US individual the default steps with suitability and the four later steps', async () => {
    const investor = await createInvestor(t);
    const status = await steps(t, investor);
    expect(status.steps.map((entry: { step: string }) => entry.step)).toEqual([
      'signature_step',
      'details',
      'contact',
      'suitability',
      'user_documents',
    ]);
    expect(status.steps[0]).toMatchObject({ label: 'Agreement', path: 'agreement', can_open: true });
    expect(status.steps[1]).toMatchObject({ label: 'My Details', can_open: false });
    expect(status.non_registration_steps.map((entry: { step: string }) => entry.step)).toEqual([
      'self_certify_accredited',
      'tax_payer_identification',
      'fund',
      'deed',
    ]);
    expect(status).toMatchObject({ workflow: 'ipo', current_step: 'signature_step', tax_form: 'w9' });
  });

  it('leaves suitability out for a non-US individual and offers the W-8BEN', async () => {
    const investor = await createInvestor(t, { nationality: 'france' });
    const status = await steps(t, investor);
    expect(status.steps.map((entry: { step: string }) => entry.step)).not.toContain('suitability');
    expect(status.tax_form).toBe('w8ben');
  });

  it('tests an entity by its country of incorporation, not its nationality', async () => {
    const investor = await createInvestor(t, { userType: 'Entity', nationality: 'us' });
    const before = await steps(t, investor);
    expect(before.steps.map((entry: { step: string }) => entry.step)).toEqual([
      'signature_step',
      'details',
      'contact',
      'legal_signers',
      'legal_signers_documents',
    ]);
    await acceptTerms(t, investor);
    const response = await post(t, investor, 'details/entity', {
      company_name: 'Analytical Engines Inc',
      entity_type_id: 1,
      country_incorporation_id: await countryId(t, 'US', 'United States'),
      registration_number: 'DE-1234567',
      date_of_incorporation: '2010-05-01',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payload).toMatchObject({ next_step: 'contact', next_path: 'contact' });
    const after = await steps(t, investor);
    expect(after.steps.map((entry: { step: string }) => entry.step)).toContain('suitability');
    expect(after.tax_form).toBe('w9');
    expect((await me(t, investor)).country_incorporation).toEqual({
      nationality: 'United States',
      country_code: 'US',
    });
  });

  it('refuses a later step with 403 and opens each step after the one before', async () => {
    const investor = await createInvestor(t);
    const early = await post(t, investor, 'contact', await contactBody(t));
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect(early.json().message).toContain('complete Agreement first');

    await acceptTerms(t, investor);
    expect((await post(t, investor, 'contact', await contactBody(t))).statusCode).toBe(403);
    const details = await post(t, investor, 'details/individual', await individualDetailsBody(t));
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json().payload).toMatchObject({ next_step: 'contact', last_step: 'details' });

    const contact = await post(t, investor, 'contact', await contactBody(t));
    expect(contact.statusCode, contact.body).toBe(200);
    expect(contact.json().payload).toMatchObject({ next_step: 'suitability', redirect_to: null });
    const suitability = await post(t, investor, 'suitability', moderateSuitability);
    expect(suitability.statusCode, suitability.body).toBe(200);
    expect(suitability.json().payload).toMatchObject({ next_step: 'user_documents', signed_out: false });

    const user = await me(t, investor);
    expect(Object.keys(user.registration_steps_completed_at).sort()).toEqual([
      'contact',
      'details',
      'signature_step',
      'suitability',
    ]);
    expect(user).toMatchObject({
      first_name: 'Grace Brewster',
      last_step: 'suitability',
      registration_completed: false,
      contact: { country_code: 'US' },
      suitability: { risk_tolerance: 'moderate' },
    });
  });

  it('lets a user go back to a completed step', async () => {
    const investor = await createInvestor(t);
    await acceptTerms(t, investor);
    await post(t, investor, 'details/individual', await individualDetailsBody(t));
    await post(t, investor, 'contact', await contactBody(t));
    const again = await post(
      t,
      investor,
      'details/individual',
      await individualDetailsBody(t, { last_name: 'Murray' }),
    );
    expect(again.statusCode, again.body).toBe(200);
    expect((await me(t, investor)).last_name).toBe('Murray');
    const { answers } = await steps(t, investor);
    expect(answers.details).toMatchObject({ first_name: 'Grace Brewster', last_name: 'Murray' });
    expect(answers.contact).toMatchObject({ country_code: 'US' });
    expect(answers).not.toHaveProperty('suitability');
  });

  it('splits a full name at the last space as the web app does, and refuses one word changing nothing', async () => {
    const investor = await createInvestor(t);
    await acceptTerms(t, investor);
    const { first_name: _first, last_name: _last, ...details } = await individualDetailsBody(t);
    const oneWord = await post(t, investor, 'details/individual', { ...details, full_name: 'Hopper' });
    expect(oneWord.statusCode).toBe(400);
    expect(oneWord.json().errors).toEqual({ full_name: ['Enter a first and a last name, separated by a space'] });
    expect((await steps(t, investor)).answers).not.toHaveProperty('details');

    const saved = await post(t, investor, 'details/individual', { ...details, full_name: ' Grace  Brewster Hopper ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await me(t, investor)).toMatchObject({ first_name: 'Grace Brewster', last_name: 'Hopper' });
    const { answers } = await steps(t, investor);
    expect(answers.details).toMatchObject({ first_name: 'Grace Brewster', last_name: 'Hopper' });
    expect(answers.details).not.toHaveProperty('full_name');
  });

  it('refuses to complete before every step is done', async () => {
    const investor = await createInvestor(t);
    const response = await post(t, investor, 'complete');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain('Agreement is still to do');
  });

  it('refuses the call of the other user type', async () => {
    const entity = await createInvestor(t, { userType: 'Entity' });
    await acceptTerms(t, entity);
    const response = await post(t, entity, 'details/individual', await individualDetailsBody(t));
    expect(response.statusCode).toBe(403);
    expect(await completedSteps(t, entity)).not.toHaveProperty('details');
  });
});

describe('a tenant’s own step configuration', () => {
  let t: TestApp;
  let tenantId: string;
  const host = 'configured.test';
  beforeAll(async () => {
    t = await createTestApp();
    tenantId = await t.createTenant(host);
    await configureSteps(t, tenantId, {
      workflow: 'reg_cf',
      steps: [
        stepEntry('details', { workflow: 'ipo' }),
        stepEntry('contact', { workflow: 'reg_cf' }),
        stepEntry('fund', { workflow: 'reg_cf', skippable: true }),
        stepEntry('details', { workflow: 'reg_cf' }),
        stepEntry('self_certify_accredited', { workflow: 'reg_cf' }),
        stepEntry('legal_signers', { workflow: 'reg_cf', type: 'entity' }),
      ],
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('follows the tenant’s workflow, order and user type', async () => {
    const investor = await createInvestor(t, { host });
    const status = await steps(t, investor);
    expect(status.workflow).toBe('reg_cf');
    expect(status.steps.map((entry: { step: string }) => entry.step)).toEqual([
      'contact',
      'fund',
      'details',
      'self_certify_accredited',
    ]);
    expect(status.non_registration_steps).toEqual([]);
  });

  it('opens the first configured step at once and skips only a skippable step', async () => {
    const investor = await createInvestor(t, { host });
    expect((await post(t, investor, 'details/individual', await individualDetailsBody(t))).statusCode).toBe(403);
    expect((await post(t, investor, 'contact', await contactBody(t))).statusCode).toBe(200);
    const notSkippable = await post(t, investor, 'skip', { step: 'contact' });
    expect(notSkippable.statusCode).toBe(403);
    expect(notSkippable.json().message).toBe('My Contact Details cannot be skipped');
    const skipped = await post(t, investor, 'skip', { step: 'fund' });
    expect(skipped.statusCode, skipped.body).toBe(200);
    expect(skipped.json().payload).toMatchObject({ next_step: 'details' });
    expect((await post(t, investor, 'details/individual', await individualDetailsBody(t))).statusCode).toBe(200);
  });

  it('completes registration once every step is done', async () => {
    const investor = await createInvestor(t, { host });
    await post(t, investor, 'contact', await contactBody(t));
    await post(t, investor, 'skip', { step: 'fund' });
    await post(t, investor, 'details/individual', await individualDetailsBody(t));
    const certified = await post(t, investor, 'certify-accredited', {
      criterion: 'income',
      type: 'individual',
      isAccredited: true,
      annualIncome: '250000.00',
    });
    expect(certified.statusCode, certified.body).toBe(200);
    expect(certified.json().payload.next_step).toBe('confirmation');
    const completed = await post(t, investor, 'complete');
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json().payload.registration_completed).toBe(true);
    expect((await me(t, investor)).registration_completed).toBe(true);
  });

  it('refuses a step the tenant does not use', async () => {
    const investor = await createInvestor(t, { host });
    const response = await post(t, investor, 'suitability', moderateSuitability);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('My Suitability is not part of your onboarding');
  });
});

describe('the IPO restriction', () => {
  let t: TestApp;
  const host = 'restricted.test';
  beforeAll(async () => {
    t = await createTestApp();
    const tenantId = await t.createTenant(host);
    await configureSteps(t, tenantId, {
      ipoRestriction: {
        last_allowed_step: 'details',
        restrict: { nationality: ['france'] },
        ipo_closed: false,
        finish_profile_redirection_path: '/dashboard',
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('stops a matching user after the last allowed step and shows the restriction screen', async () => {
    const investor = await createInvestor(t, { host, nationality: 'france' });
    await acceptTerms(t, investor);
    const france = await countryId(t, 'FR', 'France');
    const details = await post(
      t,
      investor,
      'details/individual',
      await individualDetailsBody(t, { nationality_id: france }),
    );
    expect(details.statusCode, details.body).toBe(200);
    expect(await steps(t, investor)).toMatchObject({
      current_step: 'ipo_restriction',
      restriction: { ipo_closed: false, redirect_path: '/dashboard' },
    });
    const contact = await post(t, investor, 'contact', await contactBody(t));
    expect(contact.statusCode).toBe(403);
  });

  it('lets a user who does not match go on', async () => {
    const investor = await createInvestor(t, { host });
    await acceptTerms(t, investor);
    await post(t, investor, 'details/individual', await individualDetailsBody(t));
    expect(await steps(t, investor)).toMatchObject({ current_step: 'contact', restriction: null });
    expect((await post(t, investor, 'contact', await contactBody(t))).statusCode).toBe(200);
  });
});
