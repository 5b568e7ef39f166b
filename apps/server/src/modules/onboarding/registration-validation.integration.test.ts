import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { selectRows } from '../../platform/db/raw-rows';
import { countryId, signIn, testPassword } from '../auth/testing';
import {
  acceptTerms,
  completedSteps,
  configureSteps,
  contactBody,
  createInvestor,
  type Investor,
  individualDetailsBody,
  me,
  post,
  stepEntry,
} from './onboarding.test-factories';

/** Every save is open at once on this tenant, so each test reaches its endpoint directly. */
const openHost = 'open.test';
const everyStep = [
  'details',
  'contact',
  'suitability',
  'self_certify_accredited',
  'tax_payer_identification',
  'user_documents',
];

describe('bad input to the registration calls', () => {
  let t: TestApp;
  let individual: Investor;
  let entity: Investor;

  beforeAll(async () => {
    t = await createTestApp();
    const tenantId = await t.createTenant(openHost);
    await configureSteps(t, tenantId, {
      steps: [
        ...everyStep.map((step) => stepEntry(step, { skippable: true })),
        ...everyStep.map((step) => stepEntry(step, { type: 'entity', skippable: true })),
      ],
    });
    individual = await createInvestor(t, { host: openHost });
    entity = await createInvestor(t, { host: openHost, userType: 'Entity' });
    for (const step of everyStep.slice(0, -1)) {
      expect((await post(t, individual, 'skip', { step })).statusCode).toBe(200);
      if (step !== 'suitability') expect((await post(t, entity, 'skip', { step })).statusCode).toBe(200);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const cases: { label: string; path: string; investor: () => Investor; body: () => Promise<unknown> }[] = [
    {
      label: 'contact without a phone',
      path: 'contact',
      investor: () => individual,
      body: async () => ({ ...(await contactBody(t)), phone: undefined }),
    },
    {
      label: 'contact with a numeric phone',
      path: 'contact',
      investor: () => individual,
      body: async () => ({ ...(await contactBody(t)), phone: 2127365000 }),
    },
    {
      label: 'contact with an unknown field',
      path: 'contact',
      investor: () => individual,
      body: async () => ({ ...(await contactBody(t)), is_admin: true }),
    },
    {
      label: 'contact with an oversized address',
      path: 'contact',
      investor: () => individual,
      body: async () => ({ ...(await contactBody(t)), address_line1: 'x'.repeat(201) }),
    },
    {
      label: 'details with a date that does not exist',
      path: 'details/individual',
      investor: () => individual,
      body: () => individualDetailsBody(t, { date_of_birth: '1990-02-30' }),
    },
    {
      label: 'details with a month that does not exist',
      path: 'details/individual',
      investor: () => individual,
      body: () => individualDetailsBody(t, { date_of_birth: '1990-13-45' }),
    },
    {
      label: 'details with an empty date of birth',
      path: 'details/individual',
      investor: () => individual,
      body: () => individualDetailsBody(t, { date_of_birth: '' }),
    },
    {
      label: 'details with a string nationality',
      path: 'details/individual',
      investor: () => individual,
      body: () => individualDetailsBody(t, { nationality_id: 'US' }),
    },
    {
      label: 'entity details without a company name',
      path: 'details/entity',
      investor: () => entity,
      body: async () => ({
        entity_type_id: 1,
        country_incorporation_id: 1,
        registration_number: 'X1',
        date_of_incorporation: '2000-01-01',
      }),
    },
    {
      label: 'a tax number with markup',
      path: 'individual/taxPayerId',
      investor: () => individual,
      body: async () => ({ tax_country_id: 1, tax_number: '<script>' }),
    },
    {
      label: 'entity tax info without a source of funds',
      path: 'entity/tax-info',
      investor: () => entity,
      body: async () => ({ tax_country_id: 1, tax_number: '12-3456789' }),
    },
    {
      label: 'suitability with a risk tolerance spelled otherwise',
      path: 'suitability',
      investor: () => individual,
      body: async () => ({
        liquidity_importance: 'important',
        risk_tolerance: 'aggressive',
        investments_last_year: '0',
        decision_style: 'family',
      }),
    },
    {
      label: 'certification with an unknown criterion',
      path: 'certify-accredited',
      investor: () => individual,
      body: async () => ({ criterion: 'luck', type: 'individual', isAccredited: true }),
    },
    {
      label: 'certification with a negative income',
      path: 'certify-accredited',
      investor: () => individual,
      body: async () => ({ criterion: 'income', type: 'individual', isAccredited: false, annualIncome: '-5' }),
    },
    {
      label: 'identification with an unknown type',
      path: 'identification_details',
      investor: () => individual,
      body: async () => ({
        id_type: 'library_card',
        id_number: 'A123',
        issuing_country_id: 1,
        expiry_date: '2030-01-01',
      }),
    },
    {
      label: 'skip of an unknown step',
      path: 'skip',
      investor: () => individual,
      body: async () => ({ step: 'teleport' }),
    },
    {
      label: 'complete with a body',
      path: 'complete',
      investor: () => individual,
      body: async () => ({ force: true }),
    },
    { label: 'a body that is not an object', path: 'contact', investor: () => individual, body: async () => ['phone'] },
  ];

  for (const { label, path, investor, body } of cases) {
    it(`answers 400 and writes nothing for ${label}`, async () => {
      const before = await completedSteps(t, investor());
      const response = await post(t, investor(), path, await body());
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION' });
      expect(await completedSteps(t, investor())).toEqual(before);
    });
  }

  it('refuses a minor, someone over 120 and a birth date in the future', async () => {
    for (const date_of_birth of ['2010-01-01', '1900-01-01', '2030-01-01']) {
      const response = await post(
        t,
        individual,
        'details/individual',
        await individualDetailsBody(t, { date_of_birth }),
      );
      expect(response.statusCode, date_of_birth).toBe(400);
      expect(response.json().errors).toHaveProperty('date_of_birth');
    }
  });

  it('refuses ids the lookups do not know', async () => {
    const unknownCountry = await post(
      t,
      individual,
      'details/individual',
      await individualDetailsBody(t, { nationality_id: 99_999 }),
    );
    expect(unknownCountry.json().errors).toEqual({ nationality_id: ['Unknown country'] });
    const unknownProfession = await post(
      t,
      individual,
      'details/individual',
      await individualDetailsBody(t, { profession_id: 999 }),
    );
    expect(unknownProfession.json().errors).toEqual({ profession_id: ['Unknown choice'] });
    const unknownEntityType = await post(t, entity, 'details/entity', {
      company_name: 'Engines Ltd',
      entity_type_id: 999,
      country_incorporation_id: await countryId(t, 'FR', 'France'),
      registration_number: 'RCS-1',
      date_of_incorporation: '2001-01-01',
    });
    expect(unknownEntityType.json().errors).toEqual({ entity_type_id: ['Unknown choice'] });
  });

  it('checks the phone number against the chosen country', async () => {
    const british = await post(t, individual, 'contact', await contactBody(t, { phone: '+44 20 7946 0958' }));
    expect(british.statusCode).toBe(400);
    expect(british.json().errors.phone[0]).toContain('valid phone number for the chosen country (US)');
    const tooShort = await post(t, individual, 'contact', await contactBody(t, { phone: '212 736' }));
    expect(tooShort.statusCode).toBe(400);
    const france = await countryId(t, 'FR', 'France');
    const french = await post(
      t,
      individual,
      'contact',
      await contactBody(t, { country_id: france, phone: '01 42 68 53 00' }),
    );
    expect(french.statusCode, french.body).toBe(200);
    expect((await me(t, individual)).contact).toEqual({ country_code: 'FR' });
  });

  it('checks that the province belongs to the country and the city to the province', async () => {
    const us = await countryId(t, 'US', 'United States');
    const provinces = (await t.context.lookups.listProvinces(us)) as { id: number; code: string }[];
    const newYork = provinces.find((province) => province.code === 'NY');
    expect(newYork).toBeDefined();
    const cities = await t.context.lookups.listCities(newYork?.id ?? 0);
    const france = await countryId(t, 'FR', 'France');
    const frenchProvince = (await t.context.lookups.listProvinces(france))[0];
    const wrongProvince = await post(
      t,
      individual,
      'contact',
      await contactBody(t, { province_id: frenchProvince?.id }),
    );
    expect(wrongProvince.json().errors).toHaveProperty('province_id');
    const cityWithoutProvince = await post(t, individual, 'contact', await contactBody(t, { city_id: cities[0]?.id }));
    expect(cityWithoutProvince.json().errors).toHaveProperty('province_id');
    const good = await post(
      t,
      individual,
      'contact',
      await contactBody(t, { province_id: newYork?.id, city_id: cities[0]?.id }),
    );
    expect(good.statusCode, good.body).toBe(200);
  });

  it('parses accreditation amounts as decimals and holds the criterion’s threshold', async () => {
    const base = { criterion: 'income', type: 'individual', isAccredited: true };
    const tooLow = await post(t, individual, 'certify-accredited', { ...base, annualIncome: '199999.99' });
    expect(tooLow.statusCode).toBe(400);
    expect(tooLow.json().errors.annualIncome[0]).toContain('200,000 USD');
    const inexact = await post(t, individual, 'certify-accredited', { ...base, annualIncome: 0.1 + 0.2 });
    expect(inexact.statusCode).toBe(400);
    const missing = await post(t, individual, 'certify-accredited', base);
    expect(missing.json().errors).toEqual({ annualIncome: ['Required for this criterion'] });
    const wrongType = await post(t, individual, 'certify-accredited', {
      ...base,
      type: 'entity',
      annualIncome: '300000',
    });
    expect(wrongType.json().errors).toHaveProperty('type');
    expect((await me(t, individual)).accreditation_profile).toBeNull();

    const good = await post(t, individual, 'certify-accredited', { ...base, annualIncome: 250000 });
    expect(good.statusCode, good.body).toBe(200);
    expect((await me(t, individual)).accreditation_profile).toEqual({ is_accredited: true, is_valid: true });
    const ninetyOneDays = 91 * 24 * 3600 * 1000;
    t.clock.advance(ninetyOneDays);
    const token = await signIn(t, { email: individual.email, password: testPassword }, { host: openHost });
    expect((await me(t, { ...individual, token })).accreditation_profile).toEqual({
      is_accredited: true,
      is_valid: false,
    });
    t.clock.advance(-ninetyOneDays);
  });

  it('keeps the tax country of an entity’s tax info', async () => {
    const response = await post(t, entity, 'entity/tax-info', {
      source_of_funds: 5,
      tax_country_id: await countryId(t, 'FR', 'France'),
      tax_number: 'FR 12 345678901',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await me(t, entity)).country_tax).toEqual({ nationality: 'France', country_code: 'FR' });
    const asIndividual = await post(t, entity, 'individual/taxPayerId', {
      tax_country_id: 1,
      tax_number: '123-45-6789',
    });
    expect(asIndividual.statusCode).toBe(403);
  });

  it('refuses an expired identity document', async () => {
    const response = await post(t, individual, 'identification_details', {
      id_type: 'passport',
      id_number: 'X1234567',
      issuing_country_id: await countryId(t, 'US', 'United States'),
      expiry_date: '2020-01-01',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ expiry_date: ['This document has expired'] });
  });
});

describe('a conservative investor', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is told investments would not be suitable, refused and signed out', async () => {
    const investor = await createInvestor(t);
    await acceptTerms(t, investor);
    await post(t, investor, 'details/individual', await individualDetailsBody(t));
    await post(t, investor, 'contact', await contactBody(t));
    const response = await post(t, investor, 'suitability', {
      liquidity_importance: 'very_important',
      risk_tolerance: 'conservative',
      investments_last_year: '0',
      decision_style: 'consult_broker',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toContain('would not be suitable');
    expect(response.json().payload).toMatchObject({
      next_step: 'conservative_risk_tolerance',
      next_path: 'conservative-risk-tolerance',
      signed_out: true,
    });
    const afterSignOut = await post(t, investor, 'complete');
    expect(afterSignOut.statusCode).toBe(401);
  });

  it('stays refused when signing in again', async () => {
    const investor = await createInvestor(t);
    await acceptTerms(t, investor);
    await post(t, investor, 'details/individual', await individualDetailsBody(t));
    await post(t, investor, 'contact', await contactBody(t));
    await post(t, investor, 'suitability', {
      liquidity_importance: 'important',
      risk_tolerance: 'conservative',
      investments_last_year: '0',
      decision_style: 'family',
    });
    const token = await signIn(t, { email: investor.email, password: testPassword });
    const again = { ...investor, token };
    const status = await post(t, again, 'complete');
    expect(status.statusCode).toBe(403);
    expect(status.json().message).toContain('would not be suitable');
    const [approval] = await selectRows<{ status: string }>(
      t.context.database.db,
      sql`select status from onboarding_approvals where user_id = ${investor.id}`,
    );
    expect(approval?.status).toBe('refused');
    const suitability = await post(t, again, 'suitability', {
      liquidity_importance: 'important',
      risk_tolerance: 'aggresive',
      investments_last_year: 'over_5',
      decision_style: 'own_decisions',
    });
    expect(suitability.statusCode).toBe(403);
  });
});
