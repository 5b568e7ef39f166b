import { beforeEach, describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import { createInvestor, walkToDocuments } from '../../onboarding/testing';
import { pdfTextOf } from '../statements/statements.test-factories';

const t = useTestApp({}, async () => {
  await t.createTenant('partner.test', 'Partner');
});

beforeEach(() => t.clock.set(new Date()));

const get = (user: { token: string; host: string }, url: string) =>
  call(t.api, { method: 'GET', url, token: user.token, host: user.host });

describe('GET reports/suitability and users/my-suitability-notification', () => {
  it('gives a US investor’s answers as a PDF in the domain’s name, and their result with nothing restricted', async () => {
    const investor = await createInvestor(t, { nationality: 'us' });
    await walkToDocuments(t, investor);

    const file = await get(investor, '/v1/reports/suitability');
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="suitability.pdf"');
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfTextOf(file.rawPayload);
    expect(text).toContain('Suitability answers');
    expect(text).toContain('Grace Brewster Hopper');
    expect(text).toContain('Moderate: I accept some ups and downs for better growth');

    const notification = await get(investor, '/v1/account/users/my-suitability-notification');
    expect(notification.statusCode, notification.body).toBe(200);
    expect(notification.json().payload).toMatchObject({ risk_tolerance: 'moderate', restrictions: [], message: null });
    expect(Date.parse(notification.json().payload.answered_at)).not.toBeNaN();
  });

  it('answers 404 for an investor who was not asked, and shows no one another investor’s or domain’s answers', async () => {
    const answered = await createInvestor(t, { nationality: 'us' });
    await walkToDocuments(t, answered);
    const french = await createInvestor(t, { nationality: 'france' });
    const partner = await createInvestor(t, { nationality: 'us', host: 'partner.test' });

    for (const user of [french, partner]) {
      const file = await get(user, '/v1/reports/suitability');
      expect(file.statusCode).toBe(404);
      expect(file.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
      expect((await get(user, '/v1/account/users/my-suitability-notification')).json().payload).toEqual({
        risk_tolerance: null,
        answered_at: null,
        restrictions: [],
        message: null,
      });
    }
    expect(
      (await call(t.api, { method: 'GET', url: '/v1/account/users/my-suitability-notification' })).statusCode,
    ).toBe(401);
  });
});
