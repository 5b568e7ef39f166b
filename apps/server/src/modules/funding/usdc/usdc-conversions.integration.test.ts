import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import { getTransaction, reconcile } from '../../ledger';
import { newKey } from '../funding.test-app';
import { balanceOf, createFundingInvestor, creditAsset, type FundingInvestor } from '../funding.test-factories';
import { sandboxRejectedAmount } from './fireblocks-sandbox';
import {
  conversionOf,
  conversionsOf,
  convert,
  postConversion,
  putConversion,
  usdcMovements,
} from './usdc.test-factories';

/** Conversions between USDC and US dollars (POST and PUT digtl-balance) through the sandbox custodian. */

const t = useTestApp({ tenants: { 'conversions-other.test': 'Other domain' } });

async function investorWith(funds: Record<string, string>): Promise<FundingInvestor> {
  const user = await createFundingInvestor(t);
  for (const [asset, amount] of Object.entries(funds)) await creditAsset(t, user, asset, amount);
  return user;
}

const balances = async (user: FundingInvestor) => ({
  USD: await balanceOf(t, user, 'USD'),
  USDC: await balanceOf(t, user, 'USDC'),
});

describe('a conversion settled by the custodian', () => {
  it('holds the USDC at once, then credits the same amount of dollars in one balanced ledger transaction', async () => {
    const user = await investorWith({ USDC: '100' });
    const conversion = await convert(t, user, { amount: '40.5', to: 'USD' });
    expect(conversion).toMatchObject({
      from: 'USDC',
      to: 'USD',
      amount: '40.5',
      status: 'PENDING',
      failure_reason: null,
      is_sandbox: true,
      completed_at: null,
    });
    expect(await balances(user)).toEqual({
      USD: { available: '0', held: '0' },
      USDC: { available: '59.5', held: '40.5' },
    });

    await t.drainOutbox();
    const settled = await conversionOf(t, user, conversion.id);
    expect(settled).toMatchObject({ status: 'COMPLETED', amount: '40.5' });
    expect(settled.completed_at).not.toBeNull();
    expect(await balances(user)).toEqual({
      USD: { available: '40.5', held: '0' },
      USDC: { available: '59.5', held: '0' },
    });

    const movements = (await usdcMovements(t, user)).items;
    const moved = movements.find((movement) => movement.kind === 'conversion');
    expect(moved).toMatchObject({ purpose: 'held', amount: '-40.5' });
    const transaction = await getTransaction(t.context.database.db, user.tenantId, moved?.transaction_id ?? '');
    const sums = new Map<string, bigint>();
    for (const posting of transaction.postings) {
      sums.set(posting.asset, (sums.get(posting.asset) ?? 0n) + posting.amountUnits);
    }
    expect(transaction.postings).toHaveLength(4);
    expect(Object.fromEntries(sums)).toEqual({ USD: 0n, USDC: 0n });
    expect((await reconcile(t.context.database.db, user.tenantId)).mismatches).toEqual([]);
  });

  it('converts dollars to USDC the same way, and shows the credit among the USDC movements', async () => {
    const user = await investorWith({ USD: '50' });
    const conversion = await convert(t, user, { amount: 20, to: 'USDC' });
    expect(conversion).toMatchObject({ from: 'USD', to: 'USDC', amount: '20', status: 'PENDING' });
    expect((await balances(user)).USD).toEqual({ available: '30', held: '20' });
    await t.drainOutbox();
    expect(await balances(user)).toEqual({
      USD: { available: '30', held: '0' },
      USDC: { available: '20', held: '0' },
    });
    expect((await usdcMovements(t, user)).items).toMatchObject([
      { kind: 'conversion', purpose: 'available', amount: '20' },
    ]);
  });

  it(`fails a conversion of ${sandboxRejectedAmount} (refused by the custodian) and gives the held money back`, async () => {
    const user = await investorWith({ USDC: '20' });
    const conversion = await convert(t, user, { amount: sandboxRejectedAmount, to: 'USD' });
    await t.drainOutbox();
    const failed = await conversionOf(t, user, conversion.id);
    expect(failed.status).toBe('FAILED');
    expect(failed.failure_reason).toContain('refused');
    expect(await balances(user)).toEqual({
      USD: { available: '0', held: '0' },
      USDC: { available: '20', held: '0' },
    });
  });

  it('lists the conversions of one status', async () => {
    const user = await investorWith({ USDC: '30' });
    const first = await convert(t, user, { amount: '10', to: 'USD' });
    await t.drainOutbox();
    const second = await convert(t, user, { amount: '5', to: 'USD' });
    expect((await conversionsOf(t, user, 'PENDING')).items.map((item) => item.id)).toEqual([second.id]);
    expect((await conversionsOf(t, user, 'COMPLETED')).items.map((item) => item.id)).toEqual([first.id]);
    expect((await conversionsOf(t, user)).total).toBe(2);
  });
});

describe('refusals of POST digtl-balance', () => {
  it('refuses with INS-1 an amount the available balance lacks, and writes nothing', async () => {
    const user = await investorWith({ USDC: '10' });
    const response = await postConversion(t, user, { amount: '10.01', to: 'USD' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ success: false, code: 'INS-1', errors: { amount: [expect.any(String)] } });
    expect(response.json().message).toContain('USDC');
    expect((await conversionsOf(t, user)).total).toBe(0);
    expect((await usdcMovements(t, user)).total).toBe(1);
    expect((await balances(user)).USDC).toEqual({ available: '10', held: '0' });
  });

  it('answers a retry with the same Idempotency-Key with the first conversion, held once', async () => {
    const user = await investorWith({ USDC: '100' });
    const key = newKey();
    const body = { amount: '25', to: 'USD' };
    const first = await postConversion(t, user, body, { key });
    const again = await postConversion(t, user, body, { key });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().payload).toEqual(first.json().payload);
    const changed = await postConversion(t, user, { amount: '26', to: 'USD' }, { key });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ code: 'IDEMPOTENCY_MISMATCH' });
    expect((await conversionsOf(t, user)).total).toBe(1);
    expect((await balances(user)).USDC).toEqual({ available: '75', held: '25' });
  });

  it.each([
    ['an empty body', undefined, '_'],
    ['no direction', { amount: '5' }, 'to'],
    ['an unknown direction', { amount: '5', to: 'EUR' }, 'to'],
    ['a direction of the wrong type', { amount: '5', to: 1 }, 'to'],
    ['no amount', { to: 'USD' }, 'amount'],
    ['an amount of the wrong type', { amount: true, to: 'USD' }, 'amount'],
    ['a text amount', { amount: 'five', to: 'USD' }, 'amount'],
    ['a negative amount', { amount: '-5', to: 'USD' }, 'amount'],
    ['a negative number', { amount: -5, to: 'USD' }, 'amount'],
    ['a zero amount', { amount: '0', to: 'USD' }, 'amount'],
    ['a huge amount', { amount: '99999999999999999', to: 'USD' }, 'amount'],
    ['more decimals than cents', { amount: '1.001', to: 'USD' }, 'amount'],
    ['more decimals than cents, to USDC', { amount: '1.001', to: 'USDC' }, 'amount'],
    ['an unknown field', { amount: '5', to: 'USD', user_id: 'someone' }, 'user_id'],
  ])('refuses %s with a 400 naming the field, and writes nothing', async (_label, body, field) => {
    const user = await investorWith({ USDC: '10', USD: '10' });
    const response = await postConversion(t, user, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    if (field !== '_') expect(Object.keys(response.json().errors)).toContain(field);
    expect((await conversionsOf(t, user)).total).toBe(0);
    expect(await balances(user)).toEqual({
      USD: { available: '10', held: '0' },
      USDC: { available: '10', held: '0' },
    });
  });

  it('needs an Idempotency-Key, a signed-in investor, and the domain the user belongs to', async () => {
    const user = await investorWith({ USDC: '10' });
    const body = { amount: '5', to: 'USD' };
    expect((await postConversion(t, user, body, { key: null })).statusCode).toBe(400);
    const notInvestor = await createFundingInvestor(t, { investorId: false });
    expect((await postConversion(t, notInvestor, body)).statusCode).toBe(403);
    expect((await postConversion(t, { ...user, token: '' }, body)).statusCode).toBe(401);
    expect((await postConversion(t, { ...user, host: 'conversions-other.test' }, body)).statusCode).toBe(401);
    expect((await conversionsOf(t, user)).total).toBe(0);
  });

  it('answers the 31st request from one address within a minute with 429', async () => {
    const user = await investorWith({});
    const remoteAddress = '10.250.250.250';
    const statuses: number[] = [];
    for (let sent = 0; sent < 31; sent += 1) {
      statuses.push((await postConversion(t, user, { amount: '0', to: 'USD' }, { remoteAddress })).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('PUT digtl-balance/{id} while the conversion is pending', () => {
  it('moves the hold to a new amount, which is the one the custodian converts', async () => {
    const user = await investorWith({ USDC: '100' });
    const conversion = await convert(t, user, { amount: '10', to: 'USD' });
    const raised = await putConversion(t, user, conversion.id, { amount: '60' });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json()).toMatchObject({
      message: 'Conversion updated',
      payload: { amount: '60', status: 'PENDING' },
    });
    expect((await balances(user)).USDC).toEqual({ available: '40', held: '60' });
    const lowered = await putConversion(t, user, conversion.id, { amount: 35.25, status: 'PENDING' });
    expect(lowered.json().payload.amount).toBe('35.25');
    expect((await balances(user)).USDC).toEqual({ available: '64.75', held: '35.25' });
    await t.drainOutbox();
    expect(await balances(user)).toEqual({
      USD: { available: '35.25', held: '0' },
      USDC: { available: '64.75', held: '0' },
    });
  });

  it('refuses with INS-1 a new amount the balance lacks, and keeps the old hold', async () => {
    const user = await investorWith({ USDC: '50' });
    const conversion = await convert(t, user, { amount: '20', to: 'USD' });
    const response = await putConversion(t, user, conversion.id, { amount: '50.01' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'INS-1', errors: { amount: [expect.any(String)] } });
    expect(await conversionOf(t, user, conversion.id)).toMatchObject({ amount: '20', status: 'PENDING' });
    expect((await balances(user)).USDC).toEqual({ available: '30', held: '20' });
  });

  it('cancels it: the hold is released, the custodian converts nothing, and it cannot be changed again', async () => {
    const user = await investorWith({ USD: '30' });
    const conversion = await convert(t, user, { amount: '30', to: 'USDC' });
    const cancelled = await putConversion(t, user, conversion.id, { status: 'CANCELLED' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ message: 'Conversion cancelled', payload: { status: 'CANCELLED' } });
    await t.drainOutbox();
    expect(await conversionOf(t, user, conversion.id)).toMatchObject({ status: 'CANCELLED' });
    expect(await balances(user)).toEqual({
      USD: { available: '30', held: '0' },
      USDC: { available: '0', held: '0' },
    });
    for (const body of [{ status: 'CANCELLED' }, { amount: '5' }]) {
      const again = await putConversion(t, user, conversion.id, body);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('cancelled') });
    }
  });

  it('refuses to change a conversion the custodian settled', async () => {
    const user = await investorWith({ USDC: '10' });
    const conversion = await convert(t, user, { amount: '10', to: 'USD' });
    await t.drainOutbox();
    const response = await putConversion(t, user, conversion.id, { status: 'CANCELLED' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('completed');
    expect((await balances(user)).USD).toEqual({ available: '10', held: '0' });
  });

  it.each([
    ['an empty body', undefined, '_'],
    ['an empty object', {}, 'amount'],
    ['a cancellation with an amount', { amount: '5', status: 'CANCELLED' }, 'amount'],
    ['status PENDING without an amount', { status: 'PENDING' }, 'amount'],
    ['another status', { status: 'COMPLETED' }, 'status'],
    ['a status of the wrong type', { status: 1 }, 'status'],
    ['a zero amount', { amount: '0' }, 'amount'],
    ['a negative amount', { amount: '-1' }, 'amount'],
    ['a huge amount', { amount: '99999999999999999' }, 'amount'],
    ['more decimals than cents', { amount: '1.001' }, 'amount'],
    ['an amount of the wrong type', { amount: ['5'] }, 'amount'],
    ['an unknown field', { amount: '5', to: 'USDC' }, 'to'],
  ])('refuses %s with a 400 naming the field, and changes nothing', async (_label, body, field) => {
    const user = await investorWith({ USDC: '10' });
    const conversion = await convert(t, user, { amount: '4', to: 'USD' });
    const response = await putConversion(t, user, conversion.id, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    if (field !== '_') expect(Object.keys(response.json().errors)).toContain(field);
    expect(await conversionOf(t, user, conversion.id)).toMatchObject({ amount: '4', status: 'PENDING' });
    expect((await balances(user)).USDC).toEqual({ available: '6', held: '4' });
  });

  it("answers 404 for another user's conversion, one of another domain, and an id of nothing", async () => {
    const owner = await investorWith({ USDC: '10' });
    const conversion = await convert(t, owner, { amount: '4', to: 'USD' });
    const other = await investorWith({ USDC: '10' });
    const elsewhere = await createFundingInvestor(t, { host: 'conversions-other.test' });
    for (const [user, id] of [
      [other, conversion.id],
      [elsewhere, conversion.id],
      [owner, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      for (const body of [{ status: 'CANCELLED' }, { amount: '1' }]) {
        const response = await putConversion(t, user, id, body);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
      }
    }
    expect(
      (await call(t.api, { method: 'PUT', url: `/v1/digtl-balance/not-an-id`, token: owner.token })).statusCode,
    ).toBe(400);
    expect((await conversionsOf(t, other)).total).toBe(0);
    expect(await conversionOf(t, owner, conversion.id)).toMatchObject({ amount: '4', status: 'PENDING' });
    expect((await balances(owner)).USDC).toEqual({ available: '6', held: '4' });
  });
});
