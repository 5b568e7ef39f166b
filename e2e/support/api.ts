import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, type APIResponse, expect } from '@playwright/test';
import { e2ePort } from '../playwright.config';
import { linkFromMail } from './mail';
import { newInvestor } from './users';

/** The alpha domain (created by serve.mjs) and its administrator. */
export const alphaOrigin = `http://alpha.localhost:${e2ePort}`;
export const alphaAdmin = JSON.parse(
  readFileSync(join(import.meta.dirname, '../fixtures/alpha-admin.json'), 'utf8'),
) as { email: string; password: string; first: string; last: string };

/** Calls of the main API on the alpha domain, the way the web app makes them, answering the payload. */
export const alphaApi = (request: APIRequestContext) => domainApi(request, alphaOrigin);

/** Calls of the main API on the domain of `origin`, the way the web app makes them, answering the payload. */
export function domainApi(request: APIRequestContext, origin: string) {
  const headers = (token?: string) => ({ origin, ...(token ? { authorization: `Bearer ${token}` } : {}) });
  async function payloadOf<Payload>(response: APIResponse): Promise<Payload> {
    expect(response.status(), await response.text()).toBeLessThan(300);
    return (await response.json()).payload as Payload;
  }
  return {
    get: async <Payload = unknown>(path: string, token?: string) =>
      payloadOf<Payload>(await request.get(`/v1/${path}`, { headers: headers(token) })),
    post: async <Payload = unknown>(path: string, data: object, token?: string) =>
      payloadOf<Payload>(await request.post(`/v1/${path}`, { headers: headers(token), data })),
    upload: async <Payload = unknown>(
      path: string,
      multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>,
      token: string,
    ) => payloadOf<Payload>(await request.post(`/v1/${path}`, { headers: headers(token), multipart })),
    signIn: async (email: string, password: string) => {
      const login = await request.post('/v1/login', { headers: headers(), data: { email, password } });
      return (await payloadOf<{ access_token: string }>(login)).access_token;
    },
  };
}

export type AlphaApi = ReturnType<typeof domainApi>;

export async function acceptCurrentTerms(api: AlphaApi, token: string) {
  const terms = await api.get<{ PolicyId: number; VersionNumber: number }>('terms-and-conditions', token);
  await api.post('terms-and-conditions', { PolicyId: terms.PolicyId, VersionNumber: terms.VersionNumber }, token);
}

/** More of the registration body: an invitation's `referral_code`, or the `email` it was sent to. */
type RegistrationExtras = Record<string, unknown>;

/** A US individual who signed up and accepted the current terms, with their session's token. */
export async function registeredInvestor(api: AlphaApi, extras: RegistrationExtras = {}) {
  const investor = { ...newInvestor(), ...(typeof extras.email === 'string' && { email: extras.email }) };
  const { items: countries } = await api.get<{ items: { id: number; country_code: string }[] }>('countries');
  const us = countries.find((country) => country.country_code === 'US')?.id;
  const session = await api.post<{ access_token: string }>('register', {
    email: investor.email,
    password: investor.password,
    first_name: investor.firstName,
    last_name: investor.lastName,
    user_type: 'Individual',
    country_id: us,
    ...extras,
  });
  const token = session.access_token;
  await acceptCurrentTerms(api, token);
  return { ...investor, token, us };
}

/**
 * A US individual who signed up, confirmed the email from the mail file, accepted the terms and saved
 * details, contact and suitability: the next step is their documents.
 */
export async function investorAtDocuments(api: AlphaApi, extras: RegistrationExtras = {}) {
  const { token, us, ...investor } = await registeredInvestor(api, extras);
  const link = await linkFromMail(investor.email, '/confirm-email');
  await api.post('confirm-email', { token: new URL(link).searchParams.get('token') });
  await api.post(
    'registration/details/individual',
    {
      first_name: investor.firstName,
      last_name: investor.lastName,
      date_of_birth: '1985-12-10',
      nationality_id: us,
      profession_id: 11,
    },
    token,
  );
  await api.post(
    'registration/contact',
    { phone: '(212) 736-5000', country_id: us, address_line1: '350 Fifth Avenue', postal_code: '10118' },
    token,
  );
  await api.post(
    'registration/suitability',
    {
      liquidity_importance: 'important',
      risk_tolerance: 'moderate',
      investments_last_year: '1_5',
      decision_style: 'own_decisions',
    },
    token,
  );
  return { ...investor, token };
}

/** A 1×1 PNG: the smallest image the server recognises by its content. */
const passportImage = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A US individual who finished onboarding: identification saved, a passport uploaded, the
 * registration completed and the current terms accepted.
 */
export async function investorWhoFinishedOnboarding(api: AlphaApi, extras: RegistrationExtras = {}) {
  const investor = await investorAtDocuments(api, extras);
  const { items: countries } = await api.get<{ items: { id: number; country_code: string }[] }>('countries');
  const us = countries.find((country) => country.country_code === 'US')?.id;
  await api.post(
    'registration/identification_details',
    { id_type: 'passport', id_number: 'X1234567', issuing_country_id: us, expiry_date: '2031-06-30' },
    investor.token,
  );
  await api.upload(
    'registration/documents',
    {
      user_document_type_id: '1',
      collection: 'identity',
      step: 'user_documents',
      file: { name: 'passport.png', mimeType: 'image/png', buffer: passportImage },
    },
    investor.token,
  );
  await api.post('registration/complete', {}, investor.token);
  await acceptCurrentTerms(api, investor.token);
  return investor;
}

/** The tax information of a US individual (POST registration/individual/taxPayerId), which withdrawals need. */
export async function giveUsTaxForm(api: AlphaApi, token: string) {
  const { items: countries } = await api.get<{ items: { id: number; country_code: string }[] }>('countries');
  const us = countries.find((country) => country.country_code === 'US')?.id;
  await api.post('registration/individual/taxPayerId', { tax_country_id: us, tax_number: '123-45-6789' }, token);
}

/** An investor who finished onboarding and whom an administrator approved, so they have an investor account. */
export async function approvedInvestor(api: AlphaApi, extras: RegistrationExtras = {}) {
  const investor = await investorWhoFinishedOnboarding(api, extras);
  const { user } = await api.post<{ user: { id: string } }>('me', {}, investor.token);
  const adminToken = await api.signIn(alphaAdmin.email, alphaAdmin.password);
  await api.post(
    `admin/onboarding/users/${user.id}/review`,
    { action: 'approve', reason: 'Documents checked' },
    adminToken,
  );
  return investor;
}
