import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import { createFundingInvestor, depositByCard, paymentsOf, postOk } from '../../funding/testing';
import { users } from '../auth.tables';

const t = useTestApp();

type Investor = Awaited<ReturnType<typeof createFundingInvestor>>;

const markFunded = (user: Investor) =>
  call(t.api, { method: 'POST', url: '/v1/account/user-to-funded', token: user.token, host: user.host });

async function fundedAtOf(user: Investor): Promise<string | null> {
  const response = await call(t.api, { method: 'POST', url: '/v1/me', token: user.token, host: user.host });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload.user.funded_at;
}

/** The completion time of the user's only completed deposit, as their payment history shows it. */
async function completedDepositAt(user: Investor): Promise<string> {
  const [deposit] = (await paymentsOf(t, user)).filter((payment) => payment.status === 'COMPLETED');
  if (!deposit?.completed_at) throw new Error('no completed deposit');
  return deposit.completed_at;
}

describe('the funded milestone (POST /v1/account/user-to-funded)', () => {
  it('is refused with 409 before any completed deposit, and stays unset', async () => {
    const investor = await createFundingInvestor(t);
    const response = await markFunded(investor);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toStrictEqual({
      success: false,
      code: 'CONFLICT',
      message: 'Your account has no completed deposit yet',
    });
    expect(await fundedAtOf(investor)).toBeNull();
  });

  it('is set by the first completed card deposit, answered as it is, and moved by no later deposit', async () => {
    const investor = await createFundingInvestor(t);
    const other = await createFundingInvestor(t);
    await depositByCard(t, investor, '100');
    const firstDepositAt = await completedDepositAt(investor);
    expect(await fundedAtOf(investor)).toBe(firstDepositAt);

    t.clock.advance(60_000);
    await depositByCard(t, investor, '50');
    const response = await markFunded(investor);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payload).toStrictEqual({ funded: true, funded_at: firstDepositAt });
    expect(await fundedAtOf(investor)).toBe(firstDepositAt);

    expect(await fundedAtOf(other)).toBeNull();
    expect((await markFunded(other)).statusCode).toBe(409);
  });

  it('is set by a completed deposit of any rail: a Lightning invoice paid', async () => {
    const investor = await createFundingInvestor(t);
    const bitcoin = 2;
    await postOk(t, investor, '/v1/ibex/lnurl', { amount: '0.0025', currencyId: bitcoin });
    await t.drainOutbox();
    expect(await fundedAtOf(investor)).toBe(await completedDepositAt(investor));
  });

  it('is set from the ledger when no event set it, at one time however many calls race', async () => {
    // The ledger stamps its rows with the database's time: the hand-moved clock keeps up with it.
    t.clock.set(new Date());
    const investor = await createFundingInvestor(t);
    await depositByCard(t, investor, '100');
    await t.context.database.db.execute(sql`update users set funded_at = null where id = ${investor.id}`);
    t.clock.set(new Date());

    const responses = await Promise.all(Array.from({ length: 10 }, () => markFunded(investor)));
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const times = new Set(responses.map((response) => response.json().payload.funded_at));
    expect(times.size).toBe(1);
    const [fundedAt] = [...times];
    expect(await fundedAtOf(investor)).toBe(fundedAt);
    expect((await markFunded(investor)).json().payload).toStrictEqual({ funded: true, funded_at: fundedAt });
  });

  it('shows on the user as soon as the deposit is on the ledger, before its event reaches the watcher', async () => {
    t.clock.set(new Date());
    const investor = await createFundingInvestor(t);
    await depositByCard(t, investor, '100');
    await t.context.database.db.execute(sql`update users set funded_at = null where id = ${investor.id}`);

    const shown = await fundedAtOf(investor);
    expect(shown).not.toBeNull();
    expect(Math.abs(Date.parse(shown ?? '') - Date.parse(await completedDepositAt(investor)))).toBeLessThan(5_000);
    const [stored] = await t.context.database.db
      .select({ fundedAt: users.fundedAt })
      .from(users)
      .where(eq(users.id, investor.id));
    expect(stored?.fundedAt?.toISOString()).toBe(shown);
  });

  it('refuses a body and a signed-out caller, changing nothing', async () => {
    const investor = await createFundingInvestor(t);
    const withBody = await call(t.api, {
      method: 'POST',
      url: '/v1/account/user-to-funded',
      token: investor.token,
      payload: { funded_at: '2026-01-01T00:00:00Z' },
    });
    expect(withBody.statusCode).toBe(400);
    const signedOut = await call(t.api, { method: 'POST', url: '/v1/account/user-to-funded' });
    expect(signedOut.statusCode).toBe(401);
    expect(await fundedAtOf(investor)).toBeNull();
  });
});
