import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../test/test-app';
import { createSignedInUser } from '../auth/testing';
import { createTrader } from '../trading/testing';
import { createTestOffering, moveTestOffering, offeringCall } from './offerings.test-factories';

const t = useTestApp();
const minute = 60_000;
const at = (minutes: number) => new Date(t.clock.now().getTime() + minutes * minute).toISOString();
const runSchedule = () => t.context.offerings.schedule.runOnce();

async function stateOf(admin: { token: string }, id: string) {
  const offering = (await offeringCall(t, admin, 'GET', `/v1/admin/offerings/${id}`)).json().payload;
  return { state: offering.state as string, history: offering.history as { to: string; actor_id: string | null }[] };
}

describe('the offering schedule', () => {
  it('opens an announced offering at its opening time, and not before', async () => {
    const admin = await createSignedInUser(t, { roles: ['admin'] });
    const id = await createTestOffering(t, admin, { opens_at: at(5), closes_at: at(600) });
    await moveTestOffering(t, admin, id, 'upcoming');
    await runSchedule();
    expect((await stateOf(admin, id)).state).toBe('upcoming');
    t.clock.advance(5 * minute);
    await Promise.all([runSchedule(), runSchedule()]);
    const { state, history } = await stateOf(admin, id);
    expect(state).toBe('open');
    expect(history.at(-1)).toMatchObject({ to: 'open', actor_id: null });
    expect(history.filter((change) => change.to === 'open')).toHaveLength(1);
  });

  it('closes an open offering at its deadline: funded when it reached its target, failed when not', async () => {
    const admin = await createSignedInUser(t, { roles: ['admin'] });
    const terms = {
      price_per_share: '1',
      min_investment: '10',
      target_raise: '100',
      opens_at: at(-60),
      closes_at: at(10),
    };
    const reached = await createTestOffering(t, admin, terms);
    const missed = await createTestOffering(t, admin, terms);
    for (const id of [reached, missed]) await moveTestOffering(t, admin, id, 'open');
    const investor = await createTrader(t, { USD: '1000' });
    const post = (url: string, payload: object, key?: string) =>
      call(t.api, {
        method: 'POST',
        url,
        token: investor.token,
        payload,
        headers: key ? { 'idempotency-key': key } : {},
      });
    for (const step of [
      { step: 'amount', ipo_id: reached, share_qty: 100 },
      { step: 'tax', ipo_id: reached, tax_no: '123-45-6789' },
      { step: 'agreement', ipo_id: reached, signer_name: 'Grace Hopper', agreed: true },
    ]) {
      expect((await post('/v1/ipo/subscription_form/create', step)).statusCode).toBe(200);
    }
    const body = { ipo_id: reached, price_share: '1', share_qty: 100, tax_no: '123-45-6789' };
    expect((await post('/v1/ipo/subscription_form/submit', body, randomUUID())).statusCode).toBe(200);

    t.clock.advance(10 * minute);
    await runSchedule();
    expect((await stateOf(admin, reached)).state).toBe('funded');
    expect((await stateOf(admin, missed)).state).toBe('failed');
    expect(await runSchedule()).toBe(0);
  });
});
