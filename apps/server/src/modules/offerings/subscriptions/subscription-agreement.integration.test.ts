import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import { createTrader, type Trader } from '../../trading/testing';
import { commitTo, investorPost, openTestOffering, testSignature } from '../offerings.test-factories';

const t = useTestApp();

const get = (investor: Trader, url: string) => call(t.api, { method: 'GET', url, token: investor.token });
const saveStep = (investor: Trader, body: Record<string, unknown>) =>
  investorPost(t, investor, '/v1/ipo/subscription_form/create', body);

/** Whether the PDF embeds an image (the drawn signature). */
const hasImage = (pdf: Buffer) => pdf.includes('/Subtype /Image');

describe('the subscription agreement', () => {
  it('is a PDF to read once the shares are chosen, and carries the drawn signature once signed', async () => {
    t.clock.set(new Date('2026-03-02T12:00:00Z'));
    const id = await openTestOffering(t);
    const investor = await createTrader(t, { USD: '1000' });
    const early = await get(investor, `/v1/ipo/${id}/agreement`);
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toContain('Choose your shares');

    await saveStep(investor, { step: 'amount', ipo_id: id, share_qty: 40 });
    await saveStep(investor, { step: 'tax', ipo_id: id, tax_no: '123-45-6789' });
    const unsigned = await get(investor, `/v1/ipo/${id}/agreement`);
    expect(unsigned.statusCode).toBe(200);
    expect(unsigned.headers['content-type']).toBe('application/pdf');
    expect(unsigned.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(hasImage(unsigned.rawPayload)).toBe(false);

    const signed = await saveStep(investor, {
      step: 'agreement',
      ipo_id: id,
      signer_name: 'Grace Hopper',
      agreed: true,
      signature: testSignature,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(hasImage((await get(investor, `/v1/ipo/${id}/agreement`)).rawPayload)).toBe(true);
  });

  it('refuses a signature that is missing or not a PNG image, and keeps the form unsigned', async () => {
    const id = await openTestOffering(t);
    const investor = await createTrader(t, { USD: '1000' });
    await saveStep(investor, { step: 'amount', ipo_id: id, share_qty: 40 });
    await saveStep(investor, { step: 'tax', ipo_id: id, tax_no: '123-45-6789' });
    const sign = { step: 'agreement', ipo_id: id, signer_name: 'Grace Hopper', agreed: true };
    const missing = await saveStep(investor, sign);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.signature).toEqual(['Sign the subscription agreement']);
    const notPng = await saveStep(investor, {
      ...sign,
      signature: `data:image/png;base64,${btoa('GIF89a-not-a-png')}`,
    });
    expect(notPng.statusCode).toBe(400);
    expect(notPng.json().errors.signature).toEqual(['The signature must be a PNG image']);
    const amount = await saveStep(investor, { step: 'amount', ipo_id: id, share_qty: 40 });
    expect(amount.json().payload.next_step).toBe('agreement');
  });

  it("downloads the signed agreement of the investor's own commitment only", async () => {
    const id = await openTestOffering(t);
    const investor = await createTrader(t, { USD: '1000' });
    const committed = await commitTo(t, investor, id, 40, '2.5');
    expect(committed.statusCode).toBe(200);
    const url = `/v1/ipo/subscriptions/${committed.json().payload.id}/agreement`;
    const own = await get(investor, url);
    expect(own.statusCode).toBe(200);
    expect(hasImage(own.rawPayload)).toBe(true);
    const other = await createTrader(t, { USD: '10' });
    expect((await get(other, url)).statusCode).toBe(404);
  });
});
