import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../test/test-app';
import { createSignedInUser } from '../auth/testing';

const otherHost = 'domain-settings-admin-other.test';
const t = useTestApp({ tenants: { [otherHost]: 'Other Settings Domain' } });

type Caller = { token: string };

const bankAccount = {
  beneficiary_name: 'Other Settings Client Funds',
  bank_name: 'First Test Bank',
  account_number: '000123456789',
  routing_number: '123456780',
  bank_address: '1 Test Plaza, New York, NY 10001',
};

const readAll = (caller: Caller, host?: string) =>
  call(t.api, { method: 'GET', url: '/v1/admin/domain/settings', token: caller.token, host });

const save = (caller: Caller, payload: object, host?: string) =>
  call(t.api, { method: 'POST', url: '/v1/ihq/domains/settings', token: caller.token, host, payload });

describe('the settings a super-administrator edits', () => {
  it('answers every field, the receiving bank account among them, to super-administrators of the domain alone', async () => {
    const admin = await createSignedInUser(t, { roles: ['super-admin'], host: otherHost });
    const saved = await save(
      admin,
      { bank_account: bankAccount, payment_rules: [], wording: { 'signIn.title': 'Log in' } },
      otherHost,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const response = await readAll(admin, otherHost);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payload).toEqual({
      id: admin.tenantId,
      company_name: 'Other Settings Domain',
      terms_url: null,
      theme_config: {},
      configs: {},
      meta_tags: [],
      wording: { 'signIn.title': 'Log in' },
      registration_steps: null,
      ipo_restriction: null,
      payment_rules: [],
      bank_account: bankAccount,
    });
    const elsewhere = await readAll(await createSignedInUser(t, { roles: ['super-admin'] }));
    expect(elsewhere.json().payload.id).not.toBe(admin.tenantId);
    const administrator = await createSignedInUser(t, { roles: ['admin'], host: otherHost });
    expect((await readAll(administrator, otherHost)).statusCode).toBe(403);
    expect((await readAll(await createSignedInUser(t, { host: otherHost }), otherHost)).statusCode).toBe(403);
    expect((await call(t.api, { method: 'GET', url: '/v1/admin/domain/settings', host: otherHost })).statusCode).toBe(
      401,
    );
  });

  it("returns the domain to the platform's terms and registration steps when they are saved as null", async () => {
    const admin = await createSignedInUser(t, { roles: ['super-admin'], host: otherHost });
    const steps = [
      {
        step: 'details',
        path: 'details',
        type: 'individual',
        workflow: 'ipo',
        is_kyc: false,
        active: true,
        skippable: false,
        pivot: { show_during_registration: true },
      },
    ];
    const own = await save(admin, { terms_url: 'https://other.example/terms', registration_steps: steps }, otherHost);
    expect(own.statusCode, own.body).toBe(200);
    expect((await readAll(admin, otherHost)).json().payload).toMatchObject({
      terms_url: 'https://other.example/terms',
      registration_steps: steps,
    });

    expect((await save(admin, { terms_url: null, registration_steps: null }, otherHost)).statusCode).toBe(200);
    expect((await readAll(admin, otherHost)).json().payload).toMatchObject({
      terms_url: null,
      registration_steps: null,
    });
    const publicSettings = await call(t.api, { method: 'GET', url: '/v1/ihq/domains/settings', host: otherHost });
    expect(publicSettings.json().payload.terms_url).toBe('/legal/terms');

    const trail = await call(t.api, {
      method: 'GET',
      url: '/v1/admin/audit?limit=1',
      token: admin.token,
      host: otherHost,
    });
    expect(trail.json().payload.items[0]).toMatchObject({
      action: 'domain.settings',
      before: { terms_url: 'https://other.example/terms', registration_steps: steps },
      after: { terms_url: null, registration_steps: null },
    });
  });
});
