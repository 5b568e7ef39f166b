import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app';
import { inTransaction } from '../../../platform/db/transaction';
import { createSignedInUser } from '../../auth/testing';
import { createTestOffering, moveTestOffering, offeringCall } from '../offerings.test-factories';
import { queueOfferingOpenedJob } from './offering-opened-mail';

const host = 'offering-notify.test';
const otherHost = 'offering-notify-other.test';
const t = useTestApp({ tenants: { [host]: 'Notify Capital', [otherHost]: 'Other Notify Domain' } });

const minute = 60_000;
const at = (minutes: number) => new Date(t.clock.now().getTime() + minutes * minute).toISOString();
const newAdmin = () => createSignedInUser(t, { roles: ['admin'], host });
const newInvestor = () => createSignedInUser(t, { host });

const notify = (user: { token: string }, id: string, body: object, userHost = host) =>
  offeringCall(t, user, 'POST', `/v1/ipo/${id}/notify`, body, userHost);

async function upcomingOffering(admin: { token: string }) {
  const id = await createTestOffering(
    t,
    admin,
    { name: 'Nova Robotics Series A', opens_at: at(5), closes_at: at(600) },
    host,
  );
  await moveTestOffering(t, admin, id, 'upcoming', host);
  return id;
}

async function openMails(email: string) {
  while ((await t.context.outbox.drain()) > 0);
  return t.mail.to(email).filter((mail) => mail.subject.includes('is open for investment'));
}

describe('notify me when an offering opens', () => {
  it('records the wish on the offering the investor sees, and withdraws it', async () => {
    const admin = await newAdmin();
    const investor = await newInvestor();
    const id = await upcomingOffering(admin);
    const asked = await notify(investor, id, { notify: true });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().payload).toMatchObject({ id, is_notify: true });
    expect((await notify(investor, id, { notify: true })).json().payload.is_notify).toBe(true);
    const listed = await offeringCall(t, investor, 'GET', '/v1/ipo?state=upcoming', undefined, host);
    const mine = listed.json().payload.items.find((item: { id: string }) => item.id === id);
    expect(mine.is_notify).toBe(true);
    const other = await newInvestor();
    const theirs = await offeringCall(t, other, 'GET', '/v1/ipo?state=upcoming', undefined, host);
    expect(theirs.json().payload.items.find((item: { id: string }) => item.id === id).is_notify).toBe(false);
    expect((await notify(investor, id, { notify: false })).json().payload.is_notify).toBe(false);
  });

  it('mails each investor who asked once when the schedule opens the offering, even if told twice', async () => {
    const admin = await newAdmin();
    const [asked, changedMind, silent] = [await newInvestor(), await newInvestor(), await newInvestor()];
    const id = await upcomingOffering(admin);
    await notify(asked, id, { notify: true });
    await notify(changedMind, id, { notify: true });
    await notify(changedMind, id, { notify: false });

    t.clock.advance(5 * minute);
    await Promise.all([t.context.offerings.schedule.runOnce(), t.context.offerings.schedule.runOnce()]);
    const scope = { tenantId: asked.tenantId, offeringId: id };
    await inTransaction(t.context.database.db, (tx) => queueOfferingOpenedJob(tx, scope.tenantId, scope.offeringId));

    const mails = await openMails(asked.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Notify Capital: Nova Robotics Series A is open for investment',
    ]);
    expect(mails[0]?.raw).toContain('Hello Grace,');
    expect(mails[0]?.raw).toContain('It closes on March 2, 2026 (UTC); the minimum investment is 100.00 USD.');
    expect(mails[0]?.raw).toContain(`See the offering: https://${host}/offerings/${id}`);
    expect(await openMails(changedMind.email)).toEqual([]);
    expect(await openMails(silent.email)).toEqual([]);
  });

  it('mails when an administrator opens the offering by hand', async () => {
    const admin = await newAdmin();
    const investor = await newInvestor();
    const id = await upcomingOffering(admin);
    await notify(investor, id, { notify: true });
    expect((await moveTestOffering(t, admin, id, 'open', host)).statusCode).toBe(200);
    expect((await moveTestOffering(t, admin, id, 'open', host)).statusCode).toBe(200);
    expect(await openMails(investor.email)).toHaveLength(1);
  });

  it('refuses a wish about an offering that is open already, and lets the investor withdraw one', async () => {
    const admin = await newAdmin();
    const investor = await newInvestor();
    const id = await upcomingOffering(admin);
    await moveTestOffering(t, admin, id, 'open', host);
    const late = await notify(investor, id, { notify: true });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This offering is open: only an upcoming offering can notify you when it opens');
    expect((await notify(investor, id, { notify: false })).statusCode).toBe(200);
  });

  it("refuses bad bodies, drafts and other domains' offerings", async () => {
    const admin = await newAdmin();
    const investor = await newInvestor();
    const id = await upcomingOffering(admin);
    for (const body of [{}, { notify: 'yes' }, { notify: true, email: 'x@example.test' }]) {
      const refused = await notify(investor, id, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    const draft = await createTestOffering(t, admin, {}, host);
    expect((await notify(investor, draft, { notify: true })).statusCode).toBe(404);
    const stranger = await createSignedInUser(t, { host: otherHost });
    expect((await notify(stranger, id, { notify: true }, otherHost)).statusCode).toBe(404);
    expect((await notify(investor, 'not-a-uuid', { notify: true })).statusCode).toBe(400);
  });
});
