import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../../test/test-app';
import { createSignedInUser } from '../../auth/testing';
import { createInvestor, get, type Investor, me, uploadDocument, walkToDocuments } from '../onboarding.test-factories';

describe('administrators’ onboarding review', () => {
  let t: TestApp;
  let admin: { token: string; id: string };
  let investor: Investor;
  let documentId: string;

  const adminCall = (method: 'GET' | 'POST', url: string, payload?: object, token = admin.token) =>
    call(t.api, { method, url: `/v1/admin/onboarding/${url}`, token, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createSignedInUser(t, { roles: ['admin'] });
    investor = await createInvestor(t);
    await walkToDocuments(t, investor);
    const upload = await uploadDocument(t, investor);
    documentId = upload.json().payload.document.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('is for administrators only', async () => {
    expect((await adminCall('GET', 'users', undefined, investor.token)).statusCode).toBe(403);
    expect((await call(t.api, { method: 'GET', url: '/v1/admin/onboarding/users' })).statusCode).toBe(401);
  });

  it('lists the tenant’s users with their onboarding state', async () => {
    const response = await adminCall('GET', 'users?limit=100');
    expect(response.statusCode, response.body).toBe(200);
    const { items, total } = response.json().payload;
    expect(total).toBeGreaterThanOrEqual(2);
    expect(items.find((item: { id: string }) => item.id === investor.id)).toMatchObject({
      last_step: 'suitability',
      approval: 'pending',
      kyc: 'not_started',
      registration_completed: false,
    });
  });

  it('asks for a document again, with the reason the user then sees', async () => {
    const response = await adminCall('POST', `documents/${documentId}/review`, {
      action: 'request_reupload',
      reason: 'The photo is blurred',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payload.reviews).toEqual([
      expect.objectContaining({
        action: 'request_reupload',
        reason: 'The photo is blurred',
        document_id: documentId,
        actor_id: admin.id,
        actor_name: 'Grace Hopper',
      }),
    ]);
    const mine = (await get(t, investor, 'documents')).json().payload.items;
    expect(mine[0]).toMatchObject({ status: 'reupload_requested', status_reason: 'The photo is blurred' });
  });

  it('approves a user with an investor id and keeps every decision in the audit trail', async () => {
    const response = await adminCall('POST', `users/${investor.id}/review`, {
      action: 'approve',
      reason: 'Documents checked by hand',
    });
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json().payload;
    expect(detail.user).toMatchObject({ approval: 'approved' });
    expect(detail.reviews.map((review: { action: string }) => review.action)).toEqual(['request_reupload', 'approve']);
    expect((await me(t, investor)).investor_id).toMatch(/^\d{12}$/);

    const trail = await call(t.api, {
      method: 'GET',
      url: `/v1/admin/audit?user_id=${investor.id}`,
      token: admin.token,
    });
    expect(trail.statusCode, trail.body).toBe(200);
    expect(trail.json().payload.items).toEqual([
      expect.objectContaining({
        action: 'user.approve',
        object_kind: 'user',
        actor_user_id: admin.id,
        reason: 'Documents checked by hand',
        before: { approval: 'pending' },
        after: { approval: 'approved' },
      }),
      expect.objectContaining({
        action: 'document.request_reupload',
        object_id: documentId,
        reason: 'The photo is blurred',
        after: { status: 'reupload_requested' },
      }),
    ]);
  });

  it('refuses a review without a reason or with unknown fields', async () => {
    expect((await adminCall('POST', `users/${investor.id}/review`, { action: 'refuse' })).statusCode).toBe(400);
    expect(
      (await adminCall('POST', `users/${investor.id}/review`, { action: 'refuse', reason: 'No', extra: 1 })).statusCode,
    ).toBe(400);
    expect((await adminCall('GET', 'users/not-a-uuid')).statusCode).toBe(400);
  });

  it('cannot see or change users and documents of another tenant', async () => {
    await t.createTenant('other-admin.test');
    const foreignAdmin = await createSignedInUser(t, { roles: ['admin'], host: 'other-admin.test' });
    const foreign = (url: string, payload?: object) =>
      call(t.api, {
        method: payload ? 'POST' : 'GET',
        url: `/v1/admin/onboarding/${url}`,
        host: 'other-admin.test',
        token: foreignAdmin.token,
        ...(payload ? { payload } : {}),
      });
    expect((await foreign(`users/${investor.id}`)).statusCode).toBe(404);
    const review = { action: 'refuse', reason: 'Not yours' };
    expect((await foreign(`users/${investor.id}/review`, review)).statusCode).toBe(404);
    expect((await foreign(`documents/${documentId}/review`, review)).statusCode).toBe(404);
    const list = (await foreign('users')).json().payload.items.map((item: { id: string }) => item.id);
    expect(list).not.toContain(investor.id);
  });

  it('refuses a user, who can then save no step', async () => {
    const other = await createInvestor(t);
    const response = await adminCall('POST', `users/${other.id}/review`, {
      action: 'refuse',
      reason: 'Sanctions match',
    });
    expect(response.statusCode).toBe(200);
    const save = await call(t.api, {
      method: 'POST',
      url: '/v1/terms-and-conditions',
      token: other.token,
      payload: { PolicyId: 1, VersionNumber: 1 },
    });
    expect(save.statusCode).toBe(200);
    const step = await call(t.api, {
      method: 'POST',
      url: '/v1/registration/complete',
      token: other.token,
    });
    expect(step.statusCode).toBe(403);
    expect(step.json().message).toBe('Sanctions match');
  });
});
