import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import { createSignedInUser } from '../../auth/testing';

/** POST card-pay-interest: an investor's wish to pay by card, kept one per user. */

const t = useTestApp();

const postInterest = (token: string | undefined, payload?: unknown) =>
  call(t.api, {
    method: 'POST',
    url: '/v1/card-pay-interest',
    ...(token && { token }),
    ...(payload !== undefined && { payload: payload as object }),
  });

describe('interest in paying by card', () => {
  it('is recorded with the currency and amount, and updated by a later request', async () => {
    const user = await createSignedInUser(t);
    const first = await postInterest(user.token, { currency: 'eur', amount: '250.5' });
    expect(first.statusCode, first.body).toBe(200);
    const registeredAt = t.clock.now().toISOString();
    expect(first.json().payload).toEqual({
      currency: 'EUR',
      amount: '250.5',
      registered_at: registeredAt,
      updated_at: registeredAt,
    });
    t.clock.advance(60_000);
    const later = await postInterest(user.token, {});
    expect(later.json().payload).toEqual({
      currency: 'USD',
      amount: null,
      registered_at: registeredAt,
      updated_at: t.clock.now().toISOString(),
    });
  });

  it.each([
    ['a currency that is not a code', { currency: 'euro' }],
    ['a text amount', { amount: 'a lot' }],
    ['a zero amount', { amount: '0' }],
    ['more than 2 decimals', { amount: '10.001' }],
    ['an unknown field', { card_number: '4007400000000007' }],
  ])('refuses %s with a 400', async (_label, body) => {
    const user = await createSignedInUser(t);
    const response = await postInterest(user.token, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION' });
  });

  it('needs a signed-in user with a confirmed email', async () => {
    expect((await postInterest(undefined, {})).statusCode).toBe(401);
    const unconfirmed = await createSignedInUser(t, { emailVerified: false });
    expect((await postInterest(unconfirmed.token, {})).statusCode).toBe(403);
  });
});
