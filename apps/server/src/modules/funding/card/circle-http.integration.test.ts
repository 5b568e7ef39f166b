import type { Payment } from '@invest/contracts';
import { describe, expect, it } from 'vitest';
import { snsNotification, startFakeCircle } from '../../../../test/fake-circle';
import { call, useFake, useTestApp, withTestApp } from '../../../../test/test-app';
import { getAs, newKey, postOk, postWithKey } from '../funding.test-app';
import { balanceOf, cardPaymentBody, createFundingInvestor, type FundingInvestor } from '../funding.test-factories';

/** The Circle adapter (CIRCLE_API_KEY set) against a local fake of Circle's Payments API. */

const apiKey = 'SAND_API_KEY:test:secret';
/** Both apps of the last test sign tokens alike, so a user signed in on one is known to the other. */
const jwtSecret = 'a-shared-jwt-secret-of-at-least-32-characters';
const fake = useFake(() => startFakeCircle(apiKey));
const t = useTestApp({ env: () => ({ CIRCLE_API_KEY: apiKey, CIRCLE_API_URL: fake.url, JWT_SECRET: jwtSecret }) });

function notify(body: string) {
  return call(t.api, {
    method: 'POST',
    url: '/v1/circle/notifications',
    headers: { 'content-type': 'text/plain; charset=UTF-8', 'x-amz-sns-message-type': 'Notification' },
    payload: body,
  });
}

async function payByCard(user: FundingInvestor, amount = '75.25'): Promise<Payment> {
  return postOk<Payment>(t, user, '/v1/circle/payment', await cardPaymentBody(t, user, { amount }));
}

describe('card payments through Circle', () => {
  it("serves Circle's public key", async () => {
    const user = await createFundingInvestor(t);
    const response = await getAs(t, user, '/v1/circle/publickey');
    expect(response.json().payload).toMatchObject({ is_sandbox: false });
    expect(Buffer.from(response.json().payload.public_key, 'base64').toString()).toContain('BEGIN PGP PUBLIC KEY');
  });

  it('saves the card, then creates the payment keyed by our payment id', async () => {
    const user = await createFundingInvestor(t);
    const payment = await payByCard(user);
    expect(payment).toMatchObject({ status: 'PENDING', provider: 'circle', is_sandbox: false, amount: '75.25' });
    const created = fake.payments.get(payment.provider_reference ?? '');
    expect(created).toMatchObject({ amount: { amount: '75.25', currency: 'USD' }, idempotencyKey: payment.id });
    const cardCall = fake.requests.find(
      (request) => request.path === '/v1/cards' && request.body.idempotencyKey === payment.id,
    );
    expect(cardCall?.body).toMatchObject({ expMonth: 12, expYear: 2030, metadata: { email: user.email } });
  });

  it('credits the deposit once when Circle notifies that it was paid', async () => {
    const user = await createFundingInvestor(t);
    const payment = await payByCard(user);
    const notification = fake.settle(payment.provider_reference ?? '', 'paid');
    expect((await notify(notification)).json().message).toBe('Applied');
    expect((await notify(notification)).json().message).toBe('Ignored');
    expect((await getAs(t, user, `/v1/circle/payment/${payment.id}`)).json().payload.status).toBe('COMPLETED');
    expect(await balanceOf(t, user)).toEqual({ available: '75.25', held: '0' });
  });

  it('marks the deposit failed, crediting nothing, when Circle says it failed', async () => {
    const user = await createFundingInvestor(t);
    const payment = await payByCard(user);
    await notify(fake.settle(payment.provider_reference ?? '', 'failed', 'card_declined'));
    const settled = (await getAs(t, user, `/v1/circle/payment/${payment.id}`)).json().payload;
    expect(settled).toMatchObject({ status: 'FAILED', failure_reason: expect.stringContaining('card_declined') });
    expect(await balanceOf(t, user)).toEqual({ available: '0', held: '0' });
  });

  it('believes a notification only as far as Circle confirms it: a forged "paid" changes nothing', async () => {
    const user = await createFundingInvestor(t);
    const payment = await payByCard(user);
    const forged = snsNotification({
      notificationType: 'payments',
      payment: { id: payment.provider_reference, status: 'paid' },
    });
    expect((await notify(forged)).json().message).toBe('Ignored');
    expect((await getAs(t, user, `/v1/circle/payment/${payment.id}`)).json().payload.status).toBe('PENDING');
    expect(await balanceOf(t, user)).toEqual({ available: '0', held: '0' });
  });

  it('does not follow a subscription confirmation to an address that is not Amazon SNS', async () => {
    const response = await notify(
      JSON.stringify({
        Type: 'SubscriptionConfirmation',
        MessageId: 'm',
        Message: 'confirm',
        SubscribeURL: `${fake.url}/x`,
      }),
    );
    expect(response.json().message).toBe('Ignored');
  });

  it('refuses what is not a notification', async () => {
    expect((await notify('not json')).statusCode).toBe(400);
    expect((await notify(JSON.stringify({ Type: 'Other' }))).statusCode).toBe(400);
  });

  it('answers card details Circle refuses with a 400, recording nothing', async () => {
    const user = await createFundingInvestor(t);
    const body = await cardPaymentBody(t, user);
    const response = await postWithKey(t, user, '/v1/circle/payment', {
      ...body,
      encrypted_data: Buffer.from('garbage data here').toString('base64'),
    });
    expect(response.statusCode).toBe(400);
    expect((await getAs(t, user, '/v1/funding/payments')).json().payload.total).toBe(0);
  });
});

describe('when Circle cannot be reached', () => {
  it('answers 503 and frees the Idempotency-Key, so the retry goes through', async () => {
    await withTestApp(
      {
        env: { CIRCLE_API_KEY: 'wrong-key-for-the-fake', CIRCLE_API_URL: fake.url, JWT_SECRET: jwtSecret },
        sharedDatabase: t.context.database,
      },
      async (broken) => {
        const user = await createFundingInvestor(broken);
        const body = await cardPaymentBody(t, user);
        const key = newKey();
        const failed = await postWithKey(broken, user, '/v1/circle/payment', body, key);
        expect(failed.statusCode).toBe(503);
        expect(failed.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
        const retried = await postWithKey(t, user, '/v1/circle/payment', body, key);
        expect(retried.statusCode).toBe(200);
      },
    );
  });
});
