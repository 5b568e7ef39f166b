import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app';
import { createSignedInUser } from '../../auth/testing';
import { createTestOffering, moveTestOffering, offeringCall } from '../offerings.test-factories';

const otherHost = 'offering-updates-other.test';
const t = useTestApp({ tenants: { [otherHost]: 'Other Updates Domain' } });

const newAdmin = (host?: string) => createSignedInUser(t, { roles: ['admin'], host });
const post = (admin: { token: string }, id: string, body: object, host?: string) =>
  offeringCall(t, admin, 'POST', `/v1/admin/offerings/${id}/updates`, body, host);

describe('issuer updates', () => {
  it('are dated when posted, and investors read them newest first once the offering is announced', async () => {
    const admin = await newAdmin();
    const investor = await createSignedInUser(t);
    const id = await createTestOffering(t, admin);
    const first = await post(admin, id, { title: ' First robots shipped ', body: 'Forty units went out.' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().payload).toMatchObject({
      offering_id: id,
      title: 'First robots shipped',
      body: 'Forty units went out.',
      posted_at: t.clock.now().toISOString(),
    });
    t.clock.advance(60_000);
    await post(admin, id, { title: 'A new warehouse customer', body: 'Signed for two years.' });

    expect((await offeringCall(t, investor, 'GET', `/v1/ipo/${id}/updates`)).statusCode).toBe(404);
    await moveTestOffering(t, admin, id, 'upcoming');
    const read = await offeringCall(t, investor, 'GET', `/v1/ipo/${id}/updates`);
    expect(read.json().payload.items.map((item: { title: string }) => item.title)).toEqual([
      'A new warehouse customer',
      'First robots shipped',
    ]);
    const adminRead = await offeringCall(t, admin, 'GET', `/v1/admin/offerings/${id}/updates`);
    expect(adminRead.json().payload.items).toEqual(read.json().payload.items);
  });

  it.each([
    [{ title: '', body: 'x' }, 'title'],
    [{ title: 'x', body: '   ' }, 'body'],
    [{ title: 'x'.repeat(201), body: 'x' }, 'title'],
    [{ title: 'x', body: 'x', posted_at: '2020-01-01T00:00:00Z' }, 'posted_at'],
    [{ title: 'x' }, 'body'],
  ])('refuses the bad body %j and posts nothing', async (body, field) => {
    const admin = await newAdmin();
    const id = await createTestOffering(t, admin);
    const refused = await post(admin, id, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toHaveProperty(field);
    expect((await offeringCall(t, admin, 'GET', `/v1/admin/offerings/${id}/updates`)).json().payload.items).toEqual([]);
  });

  it('takes updates from administrators of the domain alone, and none once the offering is cancelled', async () => {
    const admin = await newAdmin();
    const investor = await createSignedInUser(t);
    const id = await createTestOffering(t, admin);
    const update = { title: 'News', body: 'Something happened.' };
    expect((await post(investor, id, update)).statusCode).toBe(403);
    expect((await post(await newAdmin(otherHost), id, update, otherHost)).statusCode).toBe(404);
    await moveTestOffering(t, admin, id, 'upcoming');
    const otherInvestor = await createSignedInUser(t, { host: otherHost });
    const read = await offeringCall(t, otherInvestor, 'GET', `/v1/ipo/${id}/updates`, undefined, otherHost);
    expect(read.statusCode).toBe(404);
    await moveTestOffering(t, admin, id, 'cancelled');
    const late = await post(admin, id, update);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('An offering that is cancelled takes no more updates');
  });
});
