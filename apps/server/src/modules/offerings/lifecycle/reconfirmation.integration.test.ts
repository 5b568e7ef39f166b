import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app';
import { createSignedInUser, signIn } from '../../auth/testing';
import { getBalances } from '../../ledger';
import { createTrader, type Trader } from '../../trading/testing';
import {
  commitTo,
  createOpenIpo,
  createTestOffering,
  indicateInterest,
  investorPost,
  listCommitments,
  moveTestOffering,
  offeringCall,
  offeringTerms,
  uniqueAsset,
} from '../offerings.test-factories';

const otherHost = 'offerings-reconfirm-other.test';
const t = useTestApp({ tenants: { [otherHost]: 'Other Reconfirm Domain' } });

/** Wednesday 4 March 2026: five business days later is the end of Wednesday 11 March. */
const wednesday = new Date('2026-03-04T10:00:00Z');

/** An open reg_cf offering (2.50 a share) with one investor's commitment of 40 shares (100 USD). */
async function committedOffering() {
  t.clock.set(wednesday);
  const admin = await createSignedInUser(t, { roles: ['admin'] });
  const asset = uniqueAsset();
  const id = await createTestOffering(t, admin, { asset });
  await moveTestOffering(t, admin, id, 'open');
  const investor = await createTrader(t, { USD: '500' });
  const committed = await commitTo(t, investor, id, 40, '2.50');
  expect(committed.statusCode, committed.body).toBe(200);
  const edit = (overrides: Record<string, unknown>) =>
    offeringCall(t, admin, 'PUT', `/v1/admin/offerings/${id}`, offeringTerms({ asset, ...overrides }));
  return { admin, id, investor, edit, commitmentId: committed.json().payload.id as string };
}

const reconfirm = (investor: { token: string; host?: string }, subscriptionId: string) =>
  investorPost(t, investor, `/v1/ipo/subscriptions/${subscriptionId}/reconfirm`, {});

async function usd(investor: Trader) {
  const row = (await getBalances(t.context.database.db, investor.tenantId, investor.id)).find(
    (balance) => balance.asset === 'USD',
  );
  return { available: row?.availableUnits ?? 0n, held: row?.heldUnits ?? 0n };
}

describe('a material change of an open offering', () => {
  it('asks each investor by mail to reconfirm within five business days, their money still held', async () => {
    const { investor, edit, commitmentId } = await committedOffering();
    const cosmetic = await edit({ summary: 'Warehouse robots that pick, pack and ship.' });
    expect(cosmetic.statusCode, cosmetic.body).toBe(200);
    expect(cosmetic.json().payload.terms_version).toBe(1);
    expect((await listCommitments(t, investor))[0]).toMatchObject({ status: 'active', reconfirm_by: null });

    const material = await edit({ max_investment: '20000' });
    expect(material.statusCode, material.body).toBe(200);
    expect(material.json().payload).toMatchObject({ terms_version: 2, max_investment: '20000', state: 'open' });
    expect((await listCommitments(t, investor))[0]).toMatchObject({
      id: commitmentId,
      status: 'needs_reconfirmation',
      reconfirm_by: '2026-03-11T23:59:59.000Z',
    });
    expect(await usd(investor)).toEqual({ available: 40_000n, held: 10_000n });
    await t.drainOutbox();
    const [mail] = t.mail.to(investor.email);
    expect(mail?.subject).toBe('Please reconfirm your commitment to Nova Robotics Series A');
    expect(mail?.raw).toContain('reconfirm by 2026-03-11 23:59 UTC');

    const first = await reconfirm(investor, commitmentId);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().payload).toMatchObject({ status: 'active', reconfirm_by: null, amount: '100' });
    const again = await reconfirm(investor, commitmentId);
    expect(again.json().payload).toMatchObject({ status: 'active' });
    expect(await usd(investor)).toEqual({ available: 40_000n, held: 10_000n });
  });

  it('lapses a commitment not reconfirmed in time, releases its money and tells its investor once', async () => {
    const { investor, edit, commitmentId } = await committedOffering();
    await edit({ closes_at: '2026-04-20T21:00:00Z' });
    t.clock.set(new Date('2026-03-11T23:59:58Z'));
    await t.context.offerings.schedule.runOnce();
    const later = { ...investor, token: await signIn(t, { email: investor.email, password: investor.password }) };
    expect((await listCommitments(t, later))[0]).toMatchObject({ status: 'needs_reconfirmation' });
    t.clock.set(new Date('2026-03-12T00:00:00Z'));
    await Promise.all([t.context.offerings.schedule.runOnce(), t.context.offerings.schedule.runOnce()]);
    const latest = { ...investor, token: await signIn(t, { email: investor.email, password: investor.password }) };
    expect((await listCommitments(t, latest))[0]).toMatchObject({ status: 'lapsed', refund: '100' });
    expect(await usd(investor)).toEqual({ available: 50_000n, held: 0n });
    await t.drainOutbox();
    const told = t.mail.to(investor.email).filter((mail) => mail.subject.includes('was cancelled'));
    expect(told.map((mail) => mail.subject)).toEqual(['Your commitment to Nova Robotics Series A was cancelled']);
    expect(told[0]?.raw).toContain('by 2026-03-11 23:59 UTC');
    expect(told[0]?.raw).toContain('The 100 USD set aside for it is back in your available balance');
    const late = await reconfirm(latest, commitmentId);
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe('This commitment is lapsed: there is nothing to reconfirm');
  });

  it('refuses to reconfirm under terms that no longer take the commitment, and lets the investor commit again', async () => {
    const { id, investor, edit, commitmentId } = await committedOffering();
    expect((await edit({ price_per_share: '3' })).statusCode).toBe(200);
    const refused = await reconfirm(investor, commitmentId);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'The new terms do not take this commitment (The price per share is 3 USD): fill in a new subscription form to commit again',
    );
    t.clock.advance(1000);
    const renewed = await commitTo(t, investor, id, 40, '3');
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect((await listCommitments(t, investor)).map((item) => item.status)).toEqual(['active', 'cancelled']);
    expect(await usd(investor)).toEqual({ available: 38_000n, held: 12_000n });
  });

  it("keeps reconfirmation to the commitment's own investor, of its own domain", async () => {
    const { investor, edit, commitmentId } = await committedOffering();
    await edit({ min_investment: '50' });
    const stranger = await createTrader(t, { USD: '10' });
    expect((await reconfirm(stranger, commitmentId)).statusCode).toBe(404);
    const foreign = await createTrader(t, { USD: '10' }, otherHost);
    expect((await reconfirm(foreign, commitmentId)).statusCode).toBe(404);
    expect((await reconfirm(investor, 'not-an-id')).statusCode).toBe(400);
    expect((await listCommitments(t, investor))[0]).toMatchObject({ status: 'needs_reconfirmation' });
  });

  it('holds an ipo back from pricing while its investors have yet to reconfirm', async () => {
    t.clock.set(wednesday);
    const admin = await createSignedInUser(t, { roles: ['admin'] });
    const asset = uniqueAsset();
    const terms = {
      asset,
      workflow: 'ipo',
      price_per_share: null,
      price_range: { low: '8', high: '12' },
      min_investment: '10',
      max_investment: null,
      target_raise: '1000',
      max_raise: '12000',
    };
    const id = await createOpenIpo(t, admin, terms);
    const investor = await createTrader(t, { USD: '2000' });
    await indicateInterest(t, investor, id, 10, '11');
    const widened = await offeringCall(
      t,
      admin,
      'PUT',
      `/v1/admin/offerings/${id}`,
      offeringTerms({ ...terms, price_range: { low: '7', high: '12' } }),
    );
    expect(widened.statusCode, widened.body).toBe(200);
    const priced = await investorPost(t, admin, `/v1/admin/offerings/${id}/price`, { price_per_share: '10' });
    expect(priced.statusCode).toBe(409);
    expect(priced.json().message).toBe(
      "1 commitment(s) await their investors' reconfirmation of the new terms: price once they are reconfirmed or have lapsed",
    );
  });
});
