import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import { createSignedInUser, registerUser } from '../../auth/testing';

const t = useTestApp();

let investorCounter = 0;
const nextInvestorId = () => {
  investorCounter += 1;
  return `INV-${String(investorCounter).padStart(6, '0')}`;
};

const openAccount = (token: string, host?: string, payload?: object) =>
  call(t.trading, { method: 'POST', url: '/api/accounts', token, host, payload });

describe('POST /api/accounts', () => {
  it('opens a nine-digit trading account for an investor, and answers the same one again', async () => {
    const investorId = nextInvestorId();
    const { token } = await createSignedInUser(t, { investorId });
    const first = await openAccount(token);
    expect(first.statusCode).toBe(200);
    const account = first.json().payload;
    expect(account).toEqual({
      AccountId: expect.stringMatching(/^\d{9}$/),
      InvestorId: investorId,
      Status: 'Active',
      CreatedAt: t.clock.now().toISOString(),
    });
    t.clock.advance(1000);
    expect((await openAccount(token)).json().payload).toEqual(account);
  });

  it('opens exactly one account under concurrent calls', async () => {
    const { token } = await createSignedInUser(t, { investorId: nextInvestorId() });
    const responses = await Promise.all(Array.from({ length: 6 }, () => openAccount(token)));
    const ids = new Set(responses.map((response) => response.json().payload.AccountId));
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(ids.size).toBe(1);
  });

  it('gives each investor their own account', async () => {
    const a = await createSignedInUser(t, { investorId: nextInvestorId() });
    const b = await createSignedInUser(t, { investorId: nextInvestorId() });
    const accountA = (await openAccount(a.token)).json().payload.AccountId;
    const accountB = (await openAccount(b.token)).json().payload.AccountId;
    expect(accountA).not.toBe(accountB);
  });

  it('refuses a user without an investor id, an unconfirmed email, or no token', async () => {
    const noInvestor = await createSignedInUser(t);
    const notInvestor = await openAccount(noInvestor.token);
    expect(notInvestor.statusCode).toBe(403);
    expect(notInvestor.json()).toMatchObject({ code: 'FORBIDDEN' });

    const unconfirmed = await registerUser(t);
    const refused = await openAccount(unconfirmed.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });

    expect((await call(t.trading, { method: 'POST', url: '/api/accounts' })).statusCode).toBe(401);
  });

  it("refuses tenant A's token on tenant B's origin", async () => {
    await t.createTenant('trading-b.test', 'Trading B');
    const { token } = await createSignedInUser(t, { investorId: nextInvestorId() });
    expect((await openAccount(token, 'trading-b.test')).statusCode).toBe(401);
  });

  it('takes no body', async () => {
    const { token } = await createSignedInUser(t, { investorId: nextInvestorId() });
    const response = await openAccount(token, undefined, { AccountId: '123456789' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION' });
  });
});
