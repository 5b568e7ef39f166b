import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../test/test-app';
import { registerUser } from './auth.test-factories';
import { insertSignature } from './signatures.repository';

const t = useTestApp();

const terms = (token?: string, host?: string) =>
  call(t.api, { method: 'GET', url: '/v1/terms-and-conditions', token, host });
const accept = (token: string | undefined, payload: object) =>
  call(t.api, { method: 'POST', url: '/v1/terms-and-conditions', token, payload });

describe('terms and conditions', () => {
  it("answers the tenant's current terms to anyone, not accepted", async () => {
    const response = await terms();
    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toEqual({
      PolicyId: 1,
      VersionNumber: 1,
      url: '/legal/terms',
      accepted: false,
      accepted_at: null,
    });
  });

  it('records an acceptance of the current version once', async () => {
    const { token } = await registerUser(t);
    expect((await terms(token)).json().payload.accepted).toBe(false);
    const first = await accept(token, { PolicyId: 1, VersionNumber: 1 });
    expect(first.statusCode).toBe(200);
    expect(first.json().payload).toMatchObject({ accepted: true, accepted_at: t.clock.now().toISOString() });
    const acceptedAt = first.json().payload.accepted_at;

    t.clock.advance(60_000);
    const again = await accept(token, { PolicyId: 1, VersionNumber: 1 });
    expect(again.json().payload.accepted_at).toBe(acceptedAt);
    expect((await terms(token)).json().payload).toMatchObject({ accepted: true, accepted_at: acceptedAt });
    expect((await terms()).json().payload.accepted).toBe(false);
  });

  it('refuses a version that is not the current one', async () => {
    const { token } = await registerUser(t);
    const old = await accept(token, { PolicyId: 1, VersionNumber: 2 });
    expect(old.statusCode).toBe(400);
    expect(old.json().errors).toHaveProperty('VersionNumber');
    const otherPolicy = await accept(token, { PolicyId: 7, VersionNumber: 1 });
    expect(otherPolicy.statusCode).toBe(400);
    expect((await terms(token)).json().payload.accepted).toBe(false);
  });

  it.each([
    ['a missing version', { PolicyId: 1 }, 'VersionNumber'],
    ['a version as text', { PolicyId: 1, VersionNumber: '1' }, 'VersionNumber'],
    ['a negative policy', { PolicyId: -1, VersionNumber: 1 }, 'PolicyId'],
    ['an unknown field', { PolicyId: 1, VersionNumber: 1, accepted_at: '2020-01-01' }, 'accepted_at'],
  ])('refuses %s', async (_label, payload, field) => {
    const { token } = await registerUser(t);
    const response = await accept(token, payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toContain(field);
    expect((await terms(token)).json().payload.accepted).toBe(false);
  });

  it('needs a signed-in user to accept, and a valid token to read with one', async () => {
    expect((await accept(undefined, { PolicyId: 1, VersionNumber: 1 })).statusCode).toBe(401);
    expect((await terms('not-a-token')).statusCode).toBe(401);
  });

  it("follows each tenant's own terms URL", async () => {
    const id = await t.createTenant('terms.test', 'Terms Co');
    await t.context.tenants.updateSettings(id, { terms_url: 'https://terms.example/v1' });
    expect((await terms(undefined, 'terms.test')).json().payload.url).toBe('https://terms.example/v1');
  });
});

describe('signature', () => {
  const getSignature = (token?: string) => call(t.api, { method: 'GET', url: '/v1/signature', token });
  const deleteSignature = (token: string) => call(t.api, { method: 'DELETE', url: '/v1/signature', token });

  it('answers nulls before the user has signed', async () => {
    const { token } = await registerUser(t);
    const response = await getSignature(token);
    expect(response.json().payload).toEqual({ signature: null, created_at: null });
  });

  it('answers the latest signature, and deleting removes only that one', async () => {
    const { token, user } = await registerUser(t);
    const tenant = await t.context.tenants.resolveTenant('main.test');
    const first = 'data:image/png;base64,Zmlyc3Q=';
    const second = 'data:image/png;base64,c2Vjb25k';
    await insertSignature(t.context.database.db, {
      tenantId: tenant.id,
      userId: user.id,
      image: first,
      createdAt: t.clock.now(),
    });
    t.clock.advance(1000);
    await insertSignature(t.context.database.db, {
      tenantId: tenant.id,
      userId: user.id,
      image: second,
      createdAt: t.clock.now(),
    });
    expect((await getSignature(token)).json().payload).toEqual({
      signature: second,
      created_at: t.clock.now().toISOString(),
    });
    expect((await deleteSignature(token)).statusCode).toBe(200);
    expect((await getSignature(token)).json().payload.signature).toBe(first);
    expect((await deleteSignature(token)).statusCode).toBe(200);
    const none = await deleteSignature(token);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it("never shows or deletes another user's signature", async () => {
    const owner = await registerUser(t);
    const stranger = await registerUser(t);
    const tenant = await t.context.tenants.resolveTenant('main.test');
    await insertSignature(t.context.database.db, {
      tenantId: tenant.id,
      userId: owner.user.id,
      image: 'data:image/png;base64,b3duZXI=',
      createdAt: t.clock.now(),
    });
    expect((await getSignature(stranger.token)).json().payload.signature).toBeNull();
    expect((await deleteSignature(stranger.token)).statusCode).toBe(404);
    expect((await getSignature(owner.token)).json().payload.signature).not.toBeNull();
  });

  it('needs a signed-in user', async () => {
    expect((await getSignature()).statusCode).toBe(401);
  });
});
