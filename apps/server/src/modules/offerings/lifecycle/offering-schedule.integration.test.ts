import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app';
import { createSignedInUser } from '../../auth/testing';
import { createTrader } from '../../trading/testing';
import { commitTo, createTestOffering, moveTestOffering, offeringCall } from '../offerings.test-factories';

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
    const committed = await commitTo(t, investor, reached, 100, '1');
    expect(committed.statusCode, committed.body).toBe(200);

    t.clock.advance(10 * minute);
    await runSchedule();
    expect((await stateOf(admin, reached)).state).toBe('funded');
    expect((await stateOf(admin, missed)).state).toBe('failed');
    expect(await runSchedule()).toBe(0);
  });
});
