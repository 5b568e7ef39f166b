import type { Payment } from '@invest/contracts';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import { getAs, postOk } from '../funding.test-app';
import { balanceOf, cardPaymentBody, createFundingInvestor, type FundingInvestor } from '../funding.test-factories';
import { postWebhook, webhookSecret, webhookSecretEnv } from './settlement.test-factories';
import { signWebhook } from './webhook-signature';

/** The signed webhook path every provider's outcome takes, posted here as a provider would post it. */

const t = useTestApp({ env: webhookSecretEnv });

/** A pending card deposit whose sandbox webhook is left undelivered (the outbox is not drained). */
async function pendingDeposit(user: FundingInvestor, amount = '100'): Promise<Payment> {
  return postOk<Payment>(t, user, '/v1/circle/payment', await cardPaymentBody(t, user, { amount }));
}

const outcomeOf = (payment: Payment, status: string) => ({
  provider: payment.provider,
  reference: payment.provider_reference,
  status,
});

async function statusOf(user: FundingInvestor, payment: Payment) {
  return (await getAs(t, user, `/v1/circle/payment/${payment.id}`)).json().payload.status as string;
}

describe('a payment webhook', () => {
  it('signed with the secret completes the payment and credits the user', async () => {
    const user = await createFundingInvestor(t);
    const payment = await pendingDeposit(user);
    const response = await postWebhook(t, webhookSecret, outcomeOf(payment, 'COMPLETED'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Applied');
    expect(await statusOf(user, payment)).toBe('COMPLETED');
    expect(await balanceOf(t, user)).toEqual({ available: '100', held: '0' });
  });

  it('signed with another secret is refused and changes nothing', async () => {
    const user = await createFundingInvestor(t);
    const payment = await pendingDeposit(user);
    const forged = await postWebhook(t, new TextEncoder().encode('x'.repeat(40)), outcomeOf(payment, 'COMPLETED'));
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    expect(await statusOf(user, payment)).toBe('PENDING');
    expect(await balanceOf(t, user)).toEqual({ available: '0', held: '0' });
  });

  it('without a signature, or with a tampered body, is refused', async () => {
    const user = await createFundingInvestor(t);
    const payment = await pendingDeposit(user);
    const unsigned = await call(t.api, {
      method: 'POST',
      url: '/v1/funding/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ event_id: 'e-unsigned', ...outcomeOf(payment, 'COMPLETED') }),
    });
    expect(unsigned.statusCode).toBe(401);
    const signature = signWebhook(
      webhookSecret,
      JSON.stringify({ event_id: 'e-1', ...outcomeOf(payment, 'FAILED') }),
      t.clock.now(),
    );
    const tampered = await call(t.api, {
      method: 'POST',
      url: '/v1/funding/webhook',
      headers: { 'content-type': 'application/json', ...signature },
      payload: JSON.stringify({ event_id: 'e-1', ...outcomeOf(payment, 'COMPLETED') }),
    });
    expect(tampered.statusCode).toBe(401);
    expect(await statusOf(user, payment)).toBe('PENDING');
    expect(await balanceOf(t, user)).toEqual({ available: '0', held: '0' });
  });

  it('signed long ago (a captured one posted later) is refused', async () => {
    const user = await createFundingInvestor(t);
    const payment = await pendingDeposit(user);
    const stale = await postWebhook(t, webhookSecret, outcomeOf(payment, 'COMPLETED'), {
      at: new Date(t.clock.now().getTime() - 10 * 60_000),
    });
    expect(stale.statusCode).toBe(401);
    expect(await statusOf(user, payment)).toBe('PENDING');
  });

  it('replayed (the same event again) changes nothing', async () => {
    const user = await createFundingInvestor(t);
    const payment = await pendingDeposit(user);
    const webhook = { event_id: `replay-${payment.id}`, ...outcomeOf(payment, 'COMPLETED') };
    expect((await postWebhook(t, webhookSecret, webhook)).json().message).toBe('Applied');
    const replay = await postWebhook(t, webhookSecret, webhook);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().message).toBe('Already applied');
    expect(await balanceOf(t, user)).toEqual({ available: '100', held: '0' });
  });

  it('for a payment already settled changes nothing, whatever it says', async () => {
    const user = await createFundingInvestor(t);
    const payment = await pendingDeposit(user);
    await postWebhook(t, webhookSecret, outcomeOf(payment, 'COMPLETED'));
    for (const status of ['COMPLETED', 'FAILED', 'confirmed']) {
      const late = await postWebhook(t, webhookSecret, outcomeOf(payment, status));
      expect(late.json().message).toBe('Already applied');
    }
    expect(await statusOf(user, payment)).toBe('COMPLETED');
    expect(await balanceOf(t, user)).toEqual({ available: '100', held: '0' });
  });

  it('confirmed credits the deposit once, and the later completion moves nothing more', async () => {
    const user = await createFundingInvestor(t);
    const payment = await pendingDeposit(user);
    await postWebhook(t, webhookSecret, outcomeOf(payment, 'confirmed'));
    expect(await statusOf(user, payment)).toBe('confirmed');
    expect(await balanceOf(t, user)).toEqual({ available: '100', held: '0' });
    await postWebhook(t, webhookSecret, outcomeOf(payment, 'COMPLETED'));
    expect(await statusOf(user, payment)).toBe('COMPLETED');
    expect(await balanceOf(t, user)).toEqual({ available: '100', held: '0' });
  });

  it('sent twenty times at once with different event ids credits once', async () => {
    const user = await createFundingInvestor(t);
    const payment = await pendingDeposit(user);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => postWebhook(t, webhookSecret, outcomeOf(payment, 'COMPLETED'))),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect(responses.filter((response) => response.json().message === 'Applied')).toHaveLength(1);
    expect(await balanceOf(t, user)).toEqual({ available: '100', held: '0' });
  });

  it.each([
    ['malformed JSON', '{"event_id":'],
    ['an unknown status', JSON.stringify({ event_id: 'e1', provider: 'circle', reference: 'r', status: 'PAID' })],
    [
      'an unknown field',
      JSON.stringify({ event_id: 'e2', provider: 'circle', reference: 'r', status: 'FAILED', x: 1 }),
    ],
  ])('with %s is refused with 400', async (_label, body) => {
    const response = await call(t.api, {
      method: 'POST',
      url: '/v1/funding/webhook',
      headers: { 'content-type': 'application/json', ...signWebhook(webhookSecret, body, t.clock.now()) },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
  });

  it('for a payment nobody made is answered 404', async () => {
    const response = await postWebhook(t, webhookSecret, {
      provider: 'circle',
      reference: 'unknown',
      status: 'COMPLETED',
    });
    expect(response.statusCode).toBe(404);
  });
});
