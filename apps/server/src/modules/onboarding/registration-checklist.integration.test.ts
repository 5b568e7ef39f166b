import { checklistItemNames } from '@invest/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { countryId, createSignedInUser } from '../auth/testing';
import {
  acceptTerms,
  contactBody,
  createInvestor,
  get,
  type Investor,
  identificationBody,
  post,
  uploadDocument,
  walkToDocuments,
} from './onboarding.test-factories';

interface Item {
  item: string;
  status: string;
  reason: { code: string; note: string | null; text: string } | null;
  unlocks: string[];
  path: string | null;
  can_open: boolean;
  locked_by: string | null;
}

async function checklist(t: TestApp, investor: Investor) {
  const response = await get(t, investor, 'checklist');
  expect(response.statusCode, response.body).toBe(200);
  const payload = response.json().payload as {
    items: Item[];
    access: { unlock: string; is_open: boolean; missing: string[] }[];
    is_complete: boolean;
  };
  const item = (name: string) => payload.items.find((entry) => entry.item === name);
  const access = (unlock: string) => payload.access.find((entry) => entry.unlock === unlock);
  return { ...payload, item, access };
}

const allItemsBut = (left: string) => checklistItemNames.filter((name) => name !== left);

async function saved(response: Promise<{ statusCode: number; body: string }>) {
  const { statusCode, body } = await response;
  expect(statusCode, body).toBe(200);
}

/** Uploads a passport and its identification details, then waits for the sandbox's KYC decision. */
async function passIdentityCheck(t: TestApp, investor: Investor) {
  await saved(uploadDocument(t, investor));
  await saved(post(t, investor, 'identification_details', await identificationBody(t)));
  await vi.waitFor(
    async () => {
      const status = (await get(t, investor, 'kyc')).json().payload.status;
      if (status !== 'approved') throw new Error(`KYC is ${status}`);
    },
    { timeout: 5000, interval: 25 },
  );
}

describe('GET registration/checklist: what is still needed', () => {
  let t: TestApp;

  /** An administrator's decision on a user or a document (`users/:id` or `documents/:id`). */
  async function review(admin: { token: string }, target: string, payload: { action: string; reason: string }) {
    await saved(
      call(t.api, { method: 'POST', url: `/v1/admin/onboarding/${target}/review`, token: admin.token, payload }),
    );
  }
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('needs a signed-in user with a confirmed email', async () => {
    expect((await call(t.api, { method: 'GET', url: '/v1/registration/checklist' })).statusCode).toBe(401);
    const unconfirmed = await createInvestor(t, { emailVerified: false });
    const response = await get(t, unconfirmed, 'checklist');
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('walks a US individual from sign-up to trading and withdrawals', async () => {
    const investor = await createInvestor(t);
    await acceptTerms(t, investor);

    const fresh = await checklist(t, investor);
    expect(fresh.items.map((entry) => entry.item)).toEqual(allItemsBut('legal_signers'));
    expect(fresh.item('profile')).toMatchObject({
      status: 'missing',
      reason: { code: 'step_incomplete', text: 'My Details is not complete yet' },
      path: '/finish-profile/details',
      can_open: true,
    });
    expect(fresh.item('documents')).toMatchObject({ status: 'missing', can_open: false });
    expect(fresh.item('tax_form')).toMatchObject({
      reason: { text: 'Your W-9 tax form is not completed yet' },
      can_open: false,
      locked_by: 'registration',
    });
    expect(fresh.access('trading')).toMatchObject({ is_open: false });

    await walkToDocuments(t, investor);
    const atDocuments = await checklist(t, investor);
    expect(atDocuments.item('profile')?.status).toBe('done');
    expect(atDocuments.item('suitability')?.status).toBe('done');
    expect(atDocuments.item('documents')).toMatchObject({
      status: 'missing',
      reason: { code: 'documents_missing' },
      path: '/finish-profile/user-documents',
      can_open: true,
    });
    expect(atDocuments.item('identity')?.reason?.code).toBe('identity_not_started');

    await passIdentityCheck(t, investor);
    const verified = await checklist(t, investor);
    expect(verified.item('identity')?.status).toBe('done');
    expect(verified.item('profile')).toMatchObject({
      reason: { code: 'not_submitted' },
      path: '/finish-profile/confirmation',
    });

    await saved(post(t, investor, 'complete'));
    const registered = await checklist(t, investor);
    expect(registered.access('trading')).toEqual({ unlock: 'trading', is_open: true, missing: [] });
    expect(registered.access('withdrawals')).toMatchObject({ is_open: false, missing: ['tax_form'] });
    expect(registered.item('tax_form')).toMatchObject({
      path: '/finish-profile/tax-payer-identification',
      can_open: true,
    });

    const us = await countryId(t, 'US', 'United States');
    await saved(post(t, investor, 'individual/taxPayerId', { tax_country_id: us, tax_number: '123-45-6789' }));
    const withTaxForm = await checklist(t, investor);
    expect(withTaxForm.access('withdrawals')?.is_open).toBe(true);
    expect(withTaxForm.access('ipo')).toMatchObject({ is_open: false, missing: ['deed'] });
    expect(withTaxForm.item('accreditation')).toMatchObject({ unlocks: [], status: 'missing' });
  });

  it('shows the reason an administrator gave for asking a document again, until it is uploaded again', async () => {
    const admin = await createSignedInUser(t, { roles: ['admin'] });
    const investor = await createInvestor(t);
    await walkToDocuments(t, investor);
    const upload = await uploadDocument(t, investor);
    const documentId = upload.json().payload.document.id;
    await review(admin, `documents/${documentId}`, { action: 'request_reupload', reason: 'The photo is blurred' });

    const asked = await checklist(t, investor);
    expect(asked.item('documents')).toMatchObject({
      status: 'missing',
      reason: { code: 'document_reupload_requested', note: 'The photo is blurred' },
      path: '/finish-profile/user-documents',
    });

    t.clock.advance(60_000);
    await saved(uploadDocument(t, investor));
    expect((await checklist(t, investor)).item('documents')?.reason?.code).toBe('documents_missing');
  });

  it('tells a refused user why, and opens nothing', async () => {
    const admin = await createSignedInUser(t, { roles: ['admin'] });
    const investor = await createInvestor(t);
    await acceptTerms(t, investor);
    await review(admin, `users/${investor.id}`, { action: 'refuse', reason: 'Sanctions match' });
    const refused = await checklist(t, investor);
    expect(refused.item('identity')).toMatchObject({
      status: 'refused',
      reason: { code: 'account_refused', note: 'Sanctions match' },
    });
    expect(refused.items.filter((entry) => entry.can_open)).toEqual([]);
  });

  it('asks a non-US entity for its legal signers and a W-8BEN-E, and no suitability', async () => {
    const entity = await createInvestor(t, { userType: 'Entity', nationality: 'france' });
    await acceptTerms(t, entity);
    const france = await countryId(t, 'FR', 'France');
    await saved(
      post(t, entity, 'details/entity', {
        company_name: 'Analytical Engines SA',
        entity_type_id: 1,
        country_incorporation_id: france,
        registration_number: 'FR-123456',
        date_of_incorporation: '2010-05-01',
      }),
    );
    await saved(post(t, entity, 'contact', await contactBody(t)));
    const list = await checklist(t, entity);
    expect(list.items.map((entry) => entry.item)).toEqual(allItemsBut('suitability'));
    expect(list.item('legal_signers')).toMatchObject({
      status: 'missing',
      path: '/finish-profile/legal-signers',
      can_open: true,
    });
    expect(list.item('documents')).toMatchObject({ path: '/finish-profile/legal-signers-documents', can_open: false });
    expect(list.item('tax_form')?.reason?.text).toBe('Your W-8BEN-E tax form is not completed yet');
  });
});
