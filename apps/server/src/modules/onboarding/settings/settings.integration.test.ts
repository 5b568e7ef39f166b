import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../../test/test-app';
import { countryId } from '../../auth/testing';
import {
  contactBody,
  createInvestor,
  type Investor,
  individualDetailsBody,
  kycStatus,
  mailsTo,
  me,
  settledKycStatus,
  submitDocuments,
  walkToDocuments,
} from '../onboarding.test-factories';
import { profileChanges } from './profile-changes.tables';

function account(t: TestApp, investor: Investor, method: 'GET' | 'POST', path: string, payload?: object) {
  return call(t.api, {
    method,
    url: `/v1/account/${path}`,
    host: investor.host,
    token: investor.token,
    ...(payload ? { payload } : {}),
  });
}

async function settingsOf(t: TestApp, investor: Investor) {
  const response = await account(t, investor, 'GET', 'settings');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload;
}

/** The settings once the change of details waiting for its identity check has been decided. */
function settledSettings(t: TestApp, investor: Investor) {
  return vi.waitFor(
    async () => {
      const settings = await settingsOf(t, investor);
      if (settings.pending_change) throw new Error('still in review');
      return settings;
    },
    { timeout: 15_000, interval: 25 },
  );
}

describe('the investor’s details after onboarding', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** A US individual whose identity is verified and whose registration is complete. */
  async function verifiedInvestor(): Promise<Investor> {
    const investor = await createInvestor(t);
    await walkToDocuments(t, investor);
    await submitDocuments(t, investor);
    expect(await settledKycStatus(t, investor)).toMatchObject({ status: 'approved' });
    await t.context.database.db.execute(sql`update users set registration_completed = true where id = ${investor.id}`);
    return investor;
  }

  it('refuses changes before registration is complete, and shows what was saved', async () => {
    const investor = await createInvestor(t);
    await walkToDocuments(t, investor);
    const refused = await account(t, investor, 'POST', 'settings/general', await contactBody(t));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/Finish your registration first/);
    const settings = await settingsOf(t, investor);
    expect(settings).toMatchObject({
      user_type: 'Individual',
      registration_completed: false,
      details: expect.objectContaining({ last_name: 'Hopper' }),
      contact: expect.objectContaining({ phone: '+12127365000' }),
      pending_change: null,
    });
  });

  it('changes the phone and address at once, checked for the country, and says ACCT-3', async () => {
    const investor = await verifiedInvestor();
    const wrongPhone = await account(t, investor, 'POST', 'settings/general', await contactBody(t, { phone: '12' }));
    expect(wrongPhone.statusCode).toBe(400);
    const moved = await contactBody(t, {
      phone: '(415) 555-0134',
      address_line1: '1 Market Street',
      postal_code: '94105',
    });
    const saved = await account(t, investor, 'POST', 'settings/general', moved);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().payload).toMatchObject({
      outcome: 'saved',
      message_code: 'ACCT-3',
      settings: { contact: expect.objectContaining({ phone: '+14155550134', address_line1: '1 Market Street' }) },
    });
    const badPhoneAfter = await settingsOf(t, investor);
    expect(badPhoneAfter.contact.address_line1).toBe('1 Market Street');
  });

  it('needs a reason to move to another country, then waits for a new identity check', async () => {
    const investor = await verifiedInvestor();
    const france = await countryId(t, 'FR', 'France');
    const move = await contactBody(t, {
      country_id: france,
      phone: '01 42 68 53 00',
      address_line1: '8 rue de Rivoli',
      postal_code: '75004',
    });
    const withoutReason = await account(t, investor, 'POST', 'settings/general', move);
    expect(withoutReason.statusCode).toBe(400);
    expect(withoutReason.json().errors).toHaveProperty('reason');
    expect((await settingsOf(t, investor)).contact.country_id).not.toBe(france);

    const asked = await account(t, investor, 'POST', 'settings/general', {
      ...move,
      reason: 'I moved to Paris for work',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().payload).toMatchObject({ outcome: 'in_review', message_code: null });
    expect(asked.json().payload.settings.pending_change).toMatchObject({
      kind: 'contact',
      status: 'pending',
      fields: expect.arrayContaining(['country_id', 'phone', 'address_line1']),
    });
    const settled = await settledSettings(t, investor);
    expect(settled.contact).toMatchObject({ country_id: france, phone: '+33142685300', country_code: 'FR' });
    expect(settled.last_decision).toMatchObject({ kind: 'contact', status: 'applied' });
  });

  it('changes a verified name only after a new identity check, asked with a reason', async () => {
    const investor = await verifiedInvestor();
    const renamed = await individualDetailsBody(t, { last_name: 'Murray' });
    const withoutReason = await account(t, investor, 'POST', 'basic', renamed);
    expect(withoutReason.statusCode).toBe(400);
    expect(withoutReason.json().errors).toHaveProperty('reason');

    const asked = await account(t, investor, 'POST', 'basic', { ...renamed, reason: 'Married name since June' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().payload.outcome).toBe('in_review');
    expect(asked.json().payload.settings.details.last_name).toBe('Hopper');

    const settled = await settledSettings(t, investor);
    expect(settled.details.last_name).toBe('Murray');
    expect(settled.last_decision).toMatchObject({ kind: 'basic', status: 'applied', fields: ['last_name'] });
    expect((await me(t, investor)).last_name).toBe('Murray');
    expect((await kycStatus(t, investor)).status).toBe('approved');
    expect((await mailsTo(t, investor)).map((mail) => mail.subject)).toContainEqual(
      expect.stringContaining('your new details are verified'),
    );
  });

  it('keeps the old details when the new ones fail their check, and the account stays verified', async () => {
    const investor = await verifiedInvestor();
    const renamed = await individualDetailsBody(t, { last_name: 'Rejectson' });
    const asked = await account(t, investor, 'POST', 'basic', { ...renamed, reason: 'Correcting my surname' });
    expect(asked.statusCode, asked.body).toBe(200);
    const settled = await settledSettings(t, investor);
    expect(settled.details.last_name).toBe('Hopper');
    expect(settled.last_decision).toMatchObject({ status: 'refused', decision_reason: expect.any(String) });
    expect((await me(t, investor)).last_name).toBe('Hopper');
    expect((await kycStatus(t, investor)).status).toBe('approved');
  });

  it('refuses a second change while one is being checked, and changes nothing', async () => {
    const investor = await verifiedInvestor();
    await t.context.database.db.execute(sql`
      insert into profile_changes (tenant_id, user_id, kind, data, reason, requested_at)
      values (${investor.tenantId}, ${investor.id}, 'basic', '{"values": {}, "fields": ["first_name"]}', 'Legal name change', now())`);
    const body = await individualDetailsBody(t, { first_name: 'Ada' });
    const second = await account(t, investor, 'POST', 'basic', { ...body, reason: 'Another legal name change' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/already being checked/);
    const rows = await t.context.database.db
      .select()
      .from(profileChanges)
      .where(eq(profileChanges.userId, investor.id));
    expect(rows).toHaveLength(1);
    expect((await settingsOf(t, investor)).pending_change).toMatchObject({ fields: ['first_name'], status: 'pending' });
  });

  it('changes the profession at once, and refuses the other account type’s details', async () => {
    const investor = await verifiedInvestor();
    const profession = await individualDetailsBody(t, { profession_id: 12 });
    const saved = await account(t, investor, 'POST', 'basic', profession);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().payload).toMatchObject({ outcome: 'saved', settings: { details: { profession_id: 12 } } });
    const asEntity = await account(t, investor, 'POST', 'basic', {
      company_name: 'Hopper Ltd',
      entity_type_id: 1,
      country_incorporation_id: await countryId(t),
      registration_number: 'ABC123',
      date_of_incorporation: '2001-01-01',
    });
    expect(asEntity.statusCode).toBe(400);
    expect(asEntity.json().errors).toMatchObject({ company_name: ['Unknown field'], first_name: ['Required'] });
  });

  it('changes the tax information at once, masked in the answer', async () => {
    const investor = await verifiedInvestor();
    const entityOnly = await account(t, investor, 'POST', 'settings/tax-info', {
      tax_country_id: await countryId(t),
      tax_number: '123-45-6789',
      source_of_funds: 1,
    });
    expect(entityOnly.statusCode).toBe(400);
    expect(entityOnly.json().errors).toHaveProperty('source_of_funds');
    const saved = await account(t, investor, 'POST', 'settings/tax-info', {
      tax_country_id: await countryId(t),
      tax_number: '123-45-6789',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().payload).toMatchObject({
      outcome: 'saved',
      message_code: 'ACCT-3',
      settings: { tax_form: 'w9', tax_info: expect.objectContaining({ tax_number_last4: '6789' }) },
    });
    expect(saved.body).not.toContain('123-45-6789');
  });
});
