import { createHash, generateKeyPairSync } from 'node:crypto';
import type { Swap } from '@invest/contracts';
import { describe, expect, it } from 'vitest';
import { useFake, useTestApp, withTestApp } from '../../../../test/test-app';
import { getAs, getOk, postOk, postWithKey } from '../funding.test-app';
import { balanceOf, createFundingInvestor, type FundingInvestor, paymentsOf } from '../funding.test-factories';
import { startFakeChangelly } from './swaps.test-fakes';

/** The Changelly adapter (CHANGELLY_API_KEY and CHANGELLY_PRIVATE_KEY set) against a local fake of its API v2. */

const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
/** Changelly hands out the private key as the hex of its PKCS#8 DER form, and the API key derived from the public one. */
const privateKeyHex = keys.privateKey.export({ type: 'pkcs8', format: 'der' }).toString('hex');
const apiKey = createHash('sha256')
  .update(keys.publicKey.export({ type: 'pkcs1', format: 'der' }))
  .digest('base64');
const payoutAddress = '0x2222222222222222222222222222222222222222';
const refund = 'bc1qrefundaddress000000000000';
const fake = useFake(() => startFakeChangelly(apiKey, keys.publicKey));
/** The adapter's settings, signing with `privateKey`. */
const changellyEnv = (privateKey: string) => ({
  CHANGELLY_API_KEY: apiKey,
  CHANGELLY_PRIVATE_KEY: privateKey,
  CHANGELLY_API_URL: `${fake.url}/v2`,
  SWAP_PAYOUT_ADDRESS: payoutAddress,
});
const t = useTestApp({ env: () => changellyEnv(privateKeyHex) });

const lastCall = (method: string) => [...fake.rpcCalls()].reverse().find((call) => call.method === method);

async function create(user: FundingInvestor, url: string, body: Record<string, unknown>): Promise<Swap> {
  return postOk<Swap>(t, user, url, body);
}

describe("Changelly's signed JSON-RPC", () => {
  it('lists the enabled currencies, every call signed with the private key', async () => {
    const user = await createFundingInvestor(t);
    expect(await getOk(t, user, '/v1/changelly/currencies')).toEqual({
      items: [{ ticker: 'btc', name: 'Bitcoin', network: 'bitcoin', image: 'i', supports_fixed_rate: true }],
      is_sandbox: false,
    });
    const request = fake.requests.at(-1);
    expect(request?.headers['x-api-key']).toBe(apiKey);
    expect(request?.headers['x-api-signature']).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(JSON.parse(request?.body ?? '{}')).toMatchObject({ jsonrpc: '2.0', method: 'getCurrenciesFull' });
  });

  it('quotes floating and fixed rates into USDC, and checks addresses', async () => {
    const user = await createFundingInvestor(t);
    const floating = await getAs(t, user, '/v1/changelly/exchange-amount?from_currency=btc&from_amount=0.01');
    expect(floating.json().payload).toMatchObject({ to_currency: 'usdc', to_amount: '497.5', min: '0.001' });
    expect(lastCall('getExchangeAmount')?.params).toEqual([{ from: 'btc', to: 'usdc', amountFrom: '0.01' }]);
    const fixed = (await getAs(t, user, '/v1/changelly/fix-amount?from_currency=btc&from_amount=0.01')).json().payload;
    expect(fixed).toMatchObject({ rate_id: expect.stringMatching(/^rate-/), valid_until: '2030-03-17T17:46:40.000Z' });
    const valid = await postWithKey(t, user, '/v1/changelly/validate', { currency: 'btc', address: refund }, null);
    expect(valid.json().payload).toEqual({ is_valid: true, message: 'Invalid address' });
    expect(lastCall('validateAddress')?.params).toEqual({ currency: 'btc', address: refund });
  });

  it("answers Changelly's refusal with a 400", async () => {
    const user = await createFundingInvestor(t);
    const response = await getAs(t, user, '/v1/changelly/exchange-amount?from_currency=doge&from_amount=1');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Invalid currency pair');
  });
});

describe('a Changelly swap', () => {
  it('delivers to the payout address, and is credited once when its status reads finished', async () => {
    const user = await createFundingInvestor(t);
    const swap = await create(user, '/v1/changelly/create', { from_currency: 'btc', from_amount: '0.01' });
    expect(lastCall('createTransaction')?.params).toEqual({
      from: 'btc',
      to: 'usdc',
      address: payoutAddress,
      amountFrom: '0.01',
    });
    const id = swap.provider_transaction_id ?? '';
    expect(swap).toMatchObject({
      pay_in_address: fake.transactions.get(id)?.payinAddress,
      payment: { method: 'CHANGELLY_SWAP', asset: 'USDC', amount: '497.5', fee: '2.4875', is_sandbox: false },
    });
    const waiting = (await getAs(t, user, `/v1/changelly/status/${id}`)).json().payload;
    expect(waiting).toEqual({ provider_status: 'new', status: 'PENDING' });
    expect(lastCall('getTransactions')?.params).toMatchObject({ id });

    fake.setStatus(id, 'exchanging');
    expect((await getAs(t, user, `/v1/changelly/status/${id}`)).json().payload.provider_status).toBe('exchanging');
    fake.setStatus(id, 'finished', '497.1');
    const finished = (await getAs(t, user, `/v1/changelly/status/${swap.payment.id}`)).json().payload;
    expect(finished).toEqual({ provider_status: 'finished', status: 'COMPLETED' });
    expect(await balanceOf(t, user, 'USDC')).toEqual({ available: '494.6145', held: '0' });
    await getAs(t, user, `/v1/changelly/transaction/${id}`);
    expect(await balanceOf(t, user, 'USDC')).toEqual({ available: '494.6145', held: '0' });
  });

  it('at a fixed rate sends the rate id and refund address; failed, it credits nothing', async () => {
    const user = await createFundingInvestor(t);
    const quote = (await getAs(t, user, '/v1/changelly/fix-amount?from_currency=eth&from_amount=0.2')).json().payload;
    const swap = await create(user, '/v1/changelly/create-fix', {
      from_currency: 'eth',
      from_amount: '0.2',
      rate_id: quote.rate_id,
      refund_address: refund,
    });
    expect(lastCall('createFixTransaction')?.params).toMatchObject({ rateId: quote.rate_id, refundAddress: refund });
    expect(swap.payment.amount).toBe(quote.to_amount);
    fake.setStatus(swap.provider_transaction_id ?? '', 'failed');
    const settled = (await getAs(t, user, `/v1/changelly/transaction/${swap.payment.id}`)).json().payload;
    expect(settled.payment).toMatchObject({ status: 'FAILED', failure_reason: expect.stringContaining('failed') });
    expect(await balanceOf(t, user, 'USDC')).toEqual({ available: '0', held: '0' });
  });

  it('with a rate Changelly does not know is refused, recording nothing', async () => {
    const user = await createFundingInvestor(t);
    const response = await postWithKey(t, user, '/v1/changelly/create-fix', {
      from_currency: 'eth',
      from_amount: '0.2',
      rate_id: 'rate-unknown',
      refund_address: refund,
    });
    expect(response.statusCode).toBe(400);
    expect(await paymentsOf(t, user)).toEqual([]);
  });
});

describe('when our signature does not verify', () => {
  it('answers 503 and records nothing', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const env = changellyEnv(other.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
    await withTestApp({ env, sharedDatabase: t.context.database }, async (broken) => {
      const user = await createFundingInvestor(broken);
      const body = { from_currency: 'btc', from_amount: '0.01' };
      const response = await postWithKey(broken, user, '/v1/changelly/create', body);
      expect(response.statusCode).toBe(503);
      expect(await paymentsOf(broken, user)).toEqual([]);
    });
  });
});
