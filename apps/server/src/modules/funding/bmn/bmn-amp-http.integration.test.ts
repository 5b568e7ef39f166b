import { randomInt } from 'node:crypto';
import type { Payment } from '@invest/contracts';
import { parseUnits } from '@invest/money';
import { describe, expect, it } from 'vitest';
import { startFakeAmp } from '../../../../test/fake-amp';
import { call, type TestApp, useFake, useTestApp, withTestApp } from '../../../../test/test-app';
import { getAs, newKey, postOk, postWithKey } from '../funding.test-app';
import { balanceOf, createFundingInvestor, type FundingInvestor, paymentsOf } from '../funding.test-factories';
import { postWebhook } from '../settlement/settlement.test-factories';

/** The BMN desk on Blockstream AMP (AMP_* set) against a local fake of AMP's API, polled by the worker. */

const credentials = { username: 'bmn-desk', password: 'an-amp-password' };
const liquidAddress = 'VJLCBiEj1G8hXFiwTmVz2mzPmQ4n1NjX8AsxDLPqoNEeJfrR1BCuPXWmP4eZ5uCK6M7XNpTRZfyXWbzE';
const expirySeconds = 600;
/** Both apps of the last test sign tokens alike, so a user signed in on one is known to the other. */
const jwtSecret = 'a-shared-jwt-secret-of-at-least-32-characters';
const base58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const newGaid = () => `GA${Array.from({ length: 28 }, () => base58[randomInt(base58.length)]).join('')}`;

const amp = useFake(() => startFakeAmp(credentials));
const ampEnv = () => ({
  AMP_API_URL: amp.url,
  AMP_USERNAME: credentials.username,
  AMP_PASSWORD: credentials.password,
  AMP_ASSET_UUID: amp.assetUuid,
  AMP_DEPOSIT_EXPIRY: String(expirySeconds),
  JWT_SECRET: jwtSecret,
});
const t = useTestApp({ env: ampEnv });

const poll = async (app: TestApp = t) => {
  const job = app.context.funding.jobs.bmnDeposits;
  if (!job) throw new Error('the AMP poll is not configured');
  return job.runOnce();
};

const saveAmpId = (app: TestApp, user: FundingInvestor, ampId: string) =>
  call(app.api, { method: 'POST', url: '/v1/bmnamp', token: user.token, payload: { amp_id: ampId } });

/** An investor whose Green account AMP knows, with their AMP id saved. */
async function investorOnAmp() {
  const user = await createFundingInvestor(t);
  const gaid = newGaid();
  amp.openAccount(gaid, parseUnits('3', 8));
  expect((await saveAmpId(t, user, gaid)).statusCode).toBe(200);
  return { user, gaid };
}

async function depositBody(app: TestApp, user: FundingInvestor, amount: string) {
  const me = await call(app.api, { method: 'POST', url: '/v1/me', token: user.token, payload: {} });
  return {
    name: 'Grace Hopper',
    email: user.email,
    bmn_wallet_address: liquidAddress,
    amount_to_deposit: amount,
    dg_id: me.json().payload.user.investor_id as string,
  };
}

async function depositBmn(user: FundingInvestor, amount: string, key = newKey()): Promise<Payment> {
  return (await postOk(t, user, '/v1/bmn/deposit', await depositBody(t, user, amount), key)).payment as Payment;
}

const bmnPayments = async (user: FundingInvestor) =>
  (await paymentsOf(t, user)).filter((payment) => payment.method === 'BMN');

describe("the investor's AMP id", () => {
  it('is checked with AMP and registered there under their email', async () => {
    const { user, gaid } = await investorOnAmp();
    expect(amp.registeredUsers.get(gaid)).toMatchObject({ GAID: gaid, name: user.email, is_company: false });
    expect((await getAs(t, user, '/v1/bmnamp')).json().payload).toMatchObject({ amp_id: gaid, is_sandbox: false });
    expect((await saveAmpId(t, user, gaid)).statusCode).toBe(200);
    expect([...amp.registeredUsers.values()].filter((registered) => registered.GAID === gaid)).toHaveLength(1);
  });

  it('is refused (400) when AMP does not know it, saving nothing', async () => {
    const user = await createFundingInvestor(t);
    const response = await saveAmpId(t, user, newGaid());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', errors: { amp_id: [expect.any(String)] } });
    expect((await getAs(t, user, '/v1/bmnamp')).json().payload.amp_id).toBeNull();
  });
});

describe('a BMN deposit confirmed on AMP', () => {
  it('stays PENDING until the BMN arrive in the investor’s AMP account, then is credited once', async () => {
    const { user, gaid } = await investorOnAmp();
    const payment = await depositBmn(user, '12.5');
    expect(payment).toMatchObject({ status: 'PENDING', provider: 'amp', asset: 'BMN', is_sandbox: false });
    expect(await poll()).toBe(0);
    expect(await balanceOf(t, user, 'BMN')).toEqual({ available: '0', held: '0' });
    amp.receive(gaid, parseUnits('12.5', 8));
    expect(await poll()).toBe(1);
    expect(await poll()).toBe(0);
    expect(await balanceOf(t, user, 'BMN')).toEqual({ available: '12.5', held: '0' });
    expect(await bmnPayments(user)).toMatchObject([{ id: payment.id, status: 'COMPLETED' }]);
  });

  it('credits two deposits of one investor only as far as what arrived covers them', async () => {
    const { user, gaid } = await investorOnAmp();
    const first = await depositBmn(user, '10');
    const second = await depositBmn(user, '15');
    amp.receive(gaid, parseUnits('12', 8));
    await poll();
    const statuses = Object.fromEntries((await bmnPayments(user)).map((payment) => [payment.id, payment.status]));
    expect(statuses).toEqual({ [first.id]: 'COMPLETED', [second.id]: 'PENDING' });
    expect(await balanceOf(t, user, 'BMN')).toEqual({ available: '10', held: '0' });
  });

  it('fails a deposit that has not arrived within AMP_DEPOSIT_EXPIRY, crediting nothing', async () => {
    const { user } = await investorOnAmp();
    await depositBmn(user, '14');
    t.clock.advance((expirySeconds - 60) * 1000);
    await poll();
    expect(await bmnPayments(user)).toMatchObject([{ status: 'PENDING' }]);
    t.clock.advance(120 * 1000);
    await poll();
    expect(await bmnPayments(user)).toMatchObject([
      { status: 'FAILED', failure_reason: expect.stringContaining('never arrived') },
    ]);
    expect(await balanceOf(t, user, 'BMN')).toEqual({ available: '0', held: '0' });
  });

  it('changes nothing on a payment webhook not signed with our secret', async () => {
    const { user } = await investorOnAmp();
    const payment = await depositBmn(user, '11.5');
    const forged = await postWebhook(t, new TextEncoder().encode('f'.repeat(40)), {
      provider: 'amp',
      reference: payment.provider_reference,
      status: 'COMPLETED',
    });
    expect(forged.statusCode).toBe(401);
    expect(await bmnPayments(user)).toMatchObject([{ status: 'PENDING' }]);
    expect(await balanceOf(t, user, 'BMN')).toEqual({ available: '0', held: '0' });
  });

  it('records one deposit for two requests with the same Idempotency-Key', async () => {
    const { user, gaid } = await investorOnAmp();
    const key = newKey();
    const first = await depositBmn(user, '13', key);
    const second = await depositBmn(user, '13', key);
    expect(second.id).toBe(first.id);
    amp.receive(gaid, parseUnits('26', 8));
    await poll();
    expect(await bmnPayments(user)).toHaveLength(1);
    expect(await balanceOf(t, user, 'BMN')).toEqual({ available: '13', held: '0' });
  });

  it('needs the AMP id first, recording nothing without it', async () => {
    const user = await createFundingInvestor(t);
    const response = await postWithKey(t, user, '/v1/bmn/deposit', await depositBody(t, user, '11'));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'BUSINESS_RULE', message: expect.stringContaining('AMP id') });
    expect(await bmnPayments(user)).toEqual([]);
  });

  it('obtains a new token when AMP no longer takes the old one', async () => {
    const { user, gaid } = await investorOnAmp();
    await depositBmn(user, '10');
    amp.expireTokens();
    amp.receive(gaid, parseUnits('10', 8));
    expect(await poll()).toBe(1);
    expect(await balanceOf(t, user, 'BMN')).toEqual({ available: '10', held: '0' });
  });
});

describe('when AMP cannot be reached', () => {
  it('answers 503 to the AMP id and the deposit, saving and recording nothing', async () => {
    await withTestApp(
      {
        env: { ...ampEnv(), AMP_PASSWORD: 'not-the-desk-password' },
        sharedDatabase: t.context.database,
      },
      async (broken) => {
        broken.clock.set(t.clock.now());
        const user = await createFundingInvestor(broken);
        const gaid = newGaid();
        amp.openAccount(gaid);
        const saved = await saveAmpId(broken, user, gaid);
        expect(saved.statusCode).toBe(503);
        expect(saved.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
        expect((await getAs(broken, user, '/v1/bmnamp')).json().payload.amp_id).toBeNull();
        expect((await saveAmpId(t, user, gaid)).statusCode).toBe(200);
        const body = await depositBody(broken, user, '12');
        const deposit = await postWithKey(broken, user, '/v1/bmn/deposit', body);
        expect(deposit.statusCode).toBe(503);
        expect((await getAs(broken, user, '/v1/funding/payments?method=BMN')).json().payload.total).toBe(0);
      },
    );
  });
});
