import type { RegistrationStep, UserType } from '@invest/contracts';
import { sql } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { call, defaultTestHost, type TestApp } from '../../../test/test-app';
import { countryId, signIn, testPassword, uniqueEmail } from '../auth/testing';

/** Test data for onboarding: investors of each kind, step bodies and calls. */

export const countries = {
  us: { code: 'US', name: 'United States' },
  france: { code: 'FR', name: 'France' },
} as const;

export async function createInvestor(
  t: TestApp,
  options: { userType?: UserType; nationality?: keyof typeof countries; emailVerified?: boolean; host?: string } = {},
) {
  const host = options.host ?? defaultTestHost;
  const tenant = await t.context.tenants.resolveTenant(host);
  const nationality = countries[options.nationality ?? 'us'];
  const email = uniqueEmail('onboarding');
  const user = await t.context.auth.createUser({
    tenantId: tenant.id,
    email,
    password: testPassword,
    firstName: 'Grace',
    lastName: 'Hopper',
    userType: options.userType ?? 'Individual',
    countryId: await countryId(t, nationality.code, nationality.name),
    roles: ['investor'],
    emailVerified: options.emailVerified ?? true,
  });
  const token = await signIn(t, { email, password: testPassword }, { host });
  return { id: user.id, email, token, tenantId: tenant.id, host };
}

export type Investor = Awaited<ReturnType<typeof createInvestor>>;

export function post(t: TestApp, investor: Investor, path: string, payload?: unknown) {
  return call(t.api, {
    method: 'POST',
    url: `/v1/registration/${path}`,
    host: investor.host,
    token: investor.token,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export function get(t: TestApp, investor: Investor, path: string) {
  return call(t.api, { method: 'GET', url: `/v1/registration/${path}`, host: investor.host, token: investor.token });
}

/** The Agreement step: accepting the tenant's current terms. */
export async function acceptTerms(t: TestApp, investor: Investor) {
  const response = await call(t.api, {
    method: 'POST',
    url: '/v1/terms-and-conditions',
    host: investor.host,
    token: investor.token,
    payload: { PolicyId: 1, VersionNumber: 1 },
  });
  expect(response.statusCode, response.body).toBe(200);
}

export async function me(t: TestApp, investor: Investor) {
  const response = await call(t.api, { method: 'POST', url: '/v1/me', host: investor.host, token: investor.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload.user;
}

export async function steps(t: TestApp, investor: Investor) {
  const response = await get(t, investor, 'steps');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload;
}

export async function configureSteps(
  t: TestApp,
  tenantId: string,
  settings: { steps?: RegistrationStep[]; workflow?: string; ipoRestriction?: unknown },
) {
  await t.context.tenants.updateSettings(tenantId, {
    ...(settings.steps && { registration_steps: settings.steps }),
    ...(settings.workflow && { configs: { workflow: settings.workflow } }),
    ...(settings.ipoRestriction !== undefined && {
      ipo_restriction: settings.ipoRestriction as never,
    }),
  });
}

export function stepEntry(
  step: string,
  options: { type?: 'individual' | 'entity'; workflow?: 'ipo' | 'listx' | 'reg_cf'; skippable?: boolean } = {},
): RegistrationStep {
  return {
    step,
    path: step.replaceAll('_', '-'),
    type: options.type ?? 'individual',
    workflow: options.workflow ?? 'ipo',
    is_kyc: false,
    active: true,
    skippable: options.skippable ?? false,
    pivot: { show_during_registration: true },
  };
}

export async function individualDetailsBody(t: TestApp, overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Grace Brewster',
    last_name: 'Hopper',
    date_of_birth: '1980-12-09',
    nationality_id: await countryId(t, 'US', 'United States'),
    profession_id: 11,
    ...overrides,
  };
}

export async function contactBody(t: TestApp, overrides: Record<string, unknown> = {}) {
  return {
    phone: '(212) 736-5000',
    country_id: await countryId(t, 'US', 'United States'),
    address_line1: '350 Fifth Avenue',
    postal_code: '10118',
    ...overrides,
  };
}

export const moderateSuitability = {
  liquidity_importance: 'important',
  risk_tolerance: 'moderate',
  investments_last_year: '1_5',
  decision_style: 'own_decisions',
};

/** The user's completed-at map, straight from the database. */
export async function completedSteps(t: TestApp, investor: Investor): Promise<Record<string, string>> {
  const result = (await t.context.database.db.execute(
    sql`select registration_steps_completed_at as steps from users where id = ${investor.id}`,
  )) as { rows: { steps: Record<string, string> }[] };
  return result.rows[0]?.steps ?? {};
}

/** A 1×1 PNG image. */
export const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The start of a Linux executable. */
export const elfBytes = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120, 0)]);

/** A multipart/form-data body with text fields and files. */
export function multipart(
  fields: Record<string, string>,
  files: { field?: string; name: string; type: string; bytes: Buffer }[],
) {
  const boundary = `----test${Date.now()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const passportTypeId = 1;

export function uploadDocument(
  t: TestApp,
  investor: Investor,
  options: { fields?: Record<string, string>; file?: { name: string; type: string; bytes: Buffer } | null } = {},
) {
  const fields = { user_document_type_id: String(passportTypeId), collection: 'front', step: 'user_documents' };
  const file = options.file === undefined ? { name: 'passport.png', type: 'image/png', bytes: pngBytes } : options.file;
  const body = multipart({ ...fields, ...options.fields }, file ? [file] : []);
  return call(t.api, {
    method: 'POST',
    url: '/v1/registration/documents',
    host: investor.host,
    token: investor.token,
    payload: body.payload,
    headers: body.headers,
  });
}

export async function identificationBody(t: TestApp) {
  return {
    id_type: 'passport',
    id_number: 'X1234567',
    issuing_country_id: await countryId(t, 'US', 'United States'),
    expiry_date: '2031-06-30',
  };
}

/** Walks a US individual of the default configuration up to the documents step. */
export async function walkToDocuments(t: TestApp, investor: Investor) {
  await acceptTerms(t, investor);
  for (const [path, body] of [
    ['details/individual', await individualDetailsBody(t)],
    ['contact', await contactBody(t)],
    ['suitability', moderateSuitability],
  ] as const) {
    const response = await post(t, investor, path, body);
    expect(response.statusCode, response.body).toBe(200);
  }
}

export async function kycStatus(t: TestApp, investor: Investor) {
  const response = await get(t, investor, 'kyc');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload;
}

/** Uploads a passport (in `collection`) and its identification details: the documents step, then KYC. */
export async function submitDocuments(t: TestApp, investor: Investor, collection = 'front') {
  expect((await uploadDocument(t, investor, { fields: { collection } })).statusCode).toBe(200);
  const details = await post(t, investor, 'identification_details', await identificationBody(t));
  expect(details.statusCode, details.body).toBe(200);
}

/** The KYC status once the provider has answered. */
export function settledKycStatus(t: TestApp, investor: Investor) {
  return vi.waitFor(
    async () => {
      const status = await kycStatus(t, investor);
      if (status.status === 'pending') throw new Error('still pending');
      return status;
    },
    { timeout: 15_000, interval: 25 },
  );
}

/** The mail `investor` has received once the outbox has run. */
export async function mailsTo(t: TestApp, investor: Investor) {
  await t.drainOutbox();
  return t.mail.to(investor.email);
}
