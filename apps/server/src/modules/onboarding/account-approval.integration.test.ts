import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../test/test-app';
import { createSignedInUser } from '../auth/testing';
import {
  createInvestor,
  get,
  type Investor,
  settledKycStatus,
  submitDocuments,
  uploadDocument,
  walkToDocuments,
} from './onboarding.test-factories';

const t = useTestApp();

const documentsOf = async (investor: Investor) =>
  (await get(t, investor, 'documents')).json().payload.items as { status: string; status_reason: string | null }[];

async function reviewUser(investor: Investor, action: 'approve' | 'refuse', reason: string) {
  const admin = await createSignedInUser(t, { roles: ['admin'] });
  const response = await call(t.api, {
    method: 'POST',
    url: `/v1/admin/onboarding/users/${investor.id}/review`,
    token: admin.token,
    payload: { action, reason },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('documents of an approved account', () => {
  it('are accepted when the identity check passes, not left in review', async () => {
    const investor = await createInvestor(t);
    await walkToDocuments(t, investor);
    await submitDocuments(t, investor);
    expect((await settledKycStatus(t, investor)).status).toBe('approved');
    expect(await documentsOf(investor)).toEqual([
      expect.objectContaining({ status: 'approved', status_reason: 'Identity verified' }),
    ]);
  });

  it('are accepted when an administrator approves the account; a refusal leaves them in review', async () => {
    const investor = await createInvestor(t);
    await walkToDocuments(t, investor);
    expect((await uploadDocument(t, investor)).statusCode).toBe(200);
    expect(await documentsOf(investor)).toEqual([expect.objectContaining({ status: 'pending' })]);

    await reviewUser(investor, 'refuse', 'The address does not match');
    expect(await documentsOf(investor)).toEqual([expect.objectContaining({ status: 'pending' })]);

    await reviewUser(investor, 'approve', 'Checked by hand');
    expect(await documentsOf(investor)).toEqual([
      expect.objectContaining({ status: 'approved', status_reason: 'Checked by hand' }),
    ]);
  });
});
