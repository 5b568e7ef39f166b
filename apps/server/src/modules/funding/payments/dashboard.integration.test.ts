import { describe, expect, it } from 'vitest';
import { call, defaultTestHost, useTestApp } from '../../../../test/test-app';
import { getAs, postOk, postWithKey } from '../funding.test-app';
import {
  createFundingInvestor,
  createInvestorWithBank,
  dashboard,
  depositByCard,
  giveBankAccount,
} from '../funding.test-factories';

/** Bank transfers stay pending here: the sandbox bank does not receive them (BANK_TRANSFERS live). */
const t = useTestApp({ env: { BANK_TRANSFERS: 'live' }, tenants: { 'partner.test': 'Partner' } }, () =>
  giveBankAccount(t),
);

describe('GET /dashboard', () => {
  it('is empty for a new user', async () => {
    const user = await createFundingInvestor(t);
    expect(await dashboard(t, user)).toEqual({ balances: [], pending_deposits: [], pending_withdrawals: [] });
  });

  it("shows the user's balances and pending payments, and nobody else's", async () => {
    const user = await createFundingInvestor(t);
    await depositByCard(t, user, '20.5');
    const pending = await postWithKey(t, user, '/v1/funding/bank-transfer', { amount: '150' });
    const board = await dashboard(t, user);
    expect(board.balances).toEqual([{ asset: 'USD', available: '20.5', held: '0' }]);
    expect(board.pending_deposits.map((payment) => payment.id)).toEqual([pending.json().payload.id]);
    expect(await dashboard(t, await createFundingInvestor(t))).toMatchObject({ balances: [], pending_deposits: [] });
    const partner = await createFundingInvestor(t, { host: 'partner.test' });
    expect(await dashboard(t, partner)).toMatchObject({ balances: [], pending_deposits: [] });
  });

  it('needs a session', async () => {
    expect((await call(t.api, { method: 'GET', url: '/v1/dashboard' })).statusCode).toBe(401);
  });
});

describe('GET funding/payments', () => {
  it('pages the history, newest first', async () => {
    const user = await createFundingInvestor(t);
    for (const amount of ['1', '2', '3']) {
      await depositByCard(t, user, amount);
      t.clock.advance(1000);
    }
    const page = (await getAs(t, user, '/v1/funding/payments?limit=2&page=1')).json().payload;
    expect(page).toMatchObject({ page: 1, limit: 2, total: 3 });
    expect(page.items.map((payment: { amount: string }) => payment.amount)).toEqual(['3', '2']);
    const last = (await getAs(t, user, '/v1/funding/payments?limit=2&page=2')).json().payload;
    expect(last.items.map((payment: { amount: string }) => payment.amount)).toEqual(['1']);
  });

  it('refuses a limit over 100', async () => {
    const user = await createFundingInvestor(t);
    expect((await getAs(t, user, '/v1/funding/payments?limit=101')).statusCode).toBe(400);
  });

  it('narrows the history by direction, status and method, counting only what matches', async () => {
    const user = await createInvestorWithBank(t, defaultTestHost, { deposit: '300' });
    // Newest first needs two moments: the test clock stands still until moved.
    t.clock.advance(60_000);
    await depositByCard(t, user, '20');
    const _taken = await postOk(t, user, '/v1/trading/withdraw', { currency: 'USD', amount: '150' });
    const history = async (query: string) => (await getAs(t, user, `/v1/funding/payments?${query}`)).json().payload;

    const withdrawals = await history('direction=withdrawal');
    expect(withdrawals).toMatchObject({ total: 1, items: [{ direction: 'withdrawal', amount: '150' }] });
    const deposits = await history('direction=deposit&method=CARD&status=COMPLETED');
    expect(deposits.total).toBe(2);
    expect(deposits.items.map((payment: { amount: string }) => payment.amount)).toEqual(['20', '300']);
    expect((await history('method=BANK%20TRANSFER&direction=deposit')).total).toBe(0);
  });

  it('refuses an unknown filter value with a message naming it', async () => {
    const user = await createFundingInvestor(t);
    const response = await getAs(t, user, '/v1/funding/payments?status=LOST');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { status: ['Unknown payment status'] } });
  });
});

describe('GET funding/payments/{id}', () => {
  it("answers one of the user's payments as the history shows it, whatever its method", async () => {
    const user = await createFundingInvestor(t);
    const card = await depositByCard(t, user, '20');
    const bank = (await postWithKey(t, user, '/v1/funding/bank-transfer', { amount: '150' })).json().payload;
    const read = async (id: string) => (await getAs(t, user, `/v1/funding/payments/${id}`)).json().payload;
    expect(await read(card.id)).toMatchObject({ id: card.id, method: 'CARD', status: 'COMPLETED', amount: '20' });
    const history = (await getAs(t, user, '/v1/funding/payments')).json().payload;
    expect(await read(bank.id)).toEqual(history.items.find((payment: { id: string }) => payment.id === bank.id));
  });

  it("hides another user's payment and another domain's, and refuses an id that is not one", async () => {
    const owner = await createFundingInvestor(t);
    const payment = await depositByCard(t, owner, '20');
    const other = await createFundingInvestor(t);
    expect((await getAs(t, other, `/v1/funding/payments/${payment.id}`)).statusCode).toBe(404);
    const partner = await createFundingInvestor(t, { host: 'partner.test' });
    expect((await getAs(t, partner, `/v1/funding/payments/${payment.id}`)).statusCode).toBe(404);
    const foreignHost = await getAs(
      t,
      { token: owner.token, host: 'partner.test' },
      `/v1/funding/payments/${payment.id}`,
    );
    expect(foreignHost.statusCode).toBe(401);
    const malformed = await getAs(t, owner, '/v1/funding/payments/not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ errors: { id: ['Invalid payment id'] } });
    const response = await call(t.api, { method: 'GET', url: `/v1/funding/payments/${payment.id}` });
    expect(response.statusCode).toBe(401);
  });
});
