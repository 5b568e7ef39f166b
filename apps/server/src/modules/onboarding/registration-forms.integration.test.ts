import { createHash } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { countryId } from '../auth/testing';
import {
  acceptTerms,
  configureSteps,
  createInvestor,
  elfBytes,
  get,
  individualDetailsBody,
  me,
  pngBytes,
  post,
  stepEntry,
} from './onboarding.test-factories';

/** The PDF's page content: its streams, inflated where compressed. */
function contentOf(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const parts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const stream = Buffer.from(match[1] ?? '', 'latin1');
    try {
      parts.push(inflateSync(stream).toString('latin1'));
    } catch {
      parts.push(stream.toString('latin1'));
    }
  }
  return parts.join('\n');
}

/** Whether the PDF draws `text` (pdf-lib writes text as hex strings). */
function drawsText(bytes: Buffer, text: string): boolean {
  return contentOf(bytes).includes(`<${Buffer.from(text, 'latin1').toString('hex').toUpperCase()}>`);
}

async function titleOf(bytes: Buffer): Promise<string | undefined> {
  return (await PDFDocument.load(bytes)).getTitle();
}

describe('tax forms', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives a US individual the W-9 filled from their profile and refuses the W-8', async () => {
    const investor = await createInvestor(t);
    await acceptTerms(t, investor);
    await post(t, investor, 'details/individual', await individualDetailsBody(t));
    const response = await get(t, investor, 'get-wform?form=w9');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await titleOf(response.rawPayload)).toContain('Form W-9');
    expect(drawsText(response.rawPayload, 'Grace Brewster Hopper')).toBe(true);
    const w8 = await get(t, investor, 'get-wform?form=w8');
    expect(w8.statusCode).toBe(400);
    expect(w8.json()).toMatchObject({ code: 'VALIDATION', message: 'Your tax form is the W9' });
  });

  it('gives a non-US individual the W-8BEN and a non-US entity the W-8BEN-E', async () => {
    const individual = await createInvestor(t, { nationality: 'france' });
    const w8ben = await get(t, individual, 'get-wform?form=w8');
    expect(w8ben.statusCode).toBe(200);
    expect(await titleOf(w8ben.rawPayload)).toContain('W-8BEN:');
    expect((await get(t, individual, 'get-wform?form=w9')).statusCode).toBe(400);

    const entity = await createInvestor(t, { userType: 'Entity', nationality: 'us' });
    await acceptTerms(t, entity);
    const details = await post(t, entity, 'details/entity', {
      company_name: 'Société Générale des Machines',
      entity_type_id: 2,
      country_incorporation_id: await countryId(t, 'FR', 'France'),
      registration_number: 'RCS 552 120 222',
      date_of_incorporation: '1999-03-01',
    });
    expect(details.statusCode, details.body).toBe(200);
    const w8benE = await get(t, entity, 'get-wform?form=w8');
    expect(w8benE.statusCode).toBe(200);
    expect(await titleOf(w8benE.rawPayload)).toContain('W-8BEN-E');
    expect(drawsText(w8benE.rawPayload, 'Société Générale des Machines')).toBe(true);
  });

  it('shows the tax number on screen only by its last 4 characters; the form to download has it in full', async () => {
    const host = 'tax-mask.test';
    const tenantId = await t.createTenant(host, 'Mask Co');
    await configureSteps(t, tenantId, { steps: [stepEntry('details'), stepEntry('tax_payer_identification')] });
    const investor = await createInvestor(t, { host });
    await acceptTerms(t, investor);
    expect((await post(t, investor, 'details/individual', await individualDetailsBody(t))).statusCode).toBe(200);
    const us = await countryId(t, 'US', 'United States');
    const saved = await post(t, investor, 'individual/taxPayerId', { tax_country_id: us, tax_number: '123-45-6789' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain('123-45-6789');

    const status = await get(t, investor, 'steps');
    expect(status.json().payload.answers.tax_payer_identification).toMatchObject({ tax_number_last4: '6789' });
    expect(status.body).not.toContain('123-45');

    const preview = await get(t, investor, 'get-wform?form=w9&purpose=preview');
    expect(preview.statusCode).toBe(200);
    expect(drawsText(preview.rawPayload, '123-45-6789')).toBe(false);
    expect(drawsText(preview.rawPayload, '***-**-6789')).toBe(true);
    const download = await get(t, investor, 'get-wform?form=w9');
    expect(drawsText(download.rawPayload, '123-45-6789')).toBe(true);
    expect((await get(t, investor, 'get-wform?form=w9&purpose=show')).statusCode).toBe(400);
  });

  it('refuses a form that is neither w8 nor w9, and a missing one', async () => {
    const investor = await createInvestor(t);
    expect((await get(t, investor, 'get-wform?form=w7')).statusCode).toBe(400);
    expect((await get(t, investor, 'get-wform')).statusCode).toBe(400);
  });
});

describe('the deed', () => {
  let t: TestApp;
  const host = 'deed.test';
  const signature = `data:image/png;base64,${pngBytes.toString('base64')}`;
  beforeAll(async () => {
    t = await createTestApp();
    const tenantId = await t.createTenant(host, 'Trust Co');
    await configureSteps(t, tenantId, { steps: [stepEntry('deed'), stepEntry('details')] });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is refused before its step is open', async () => {
    const investor = await createInvestor(t);
    expect((await post(t, investor, 'deed/preview')).statusCode).toBe(403);
    expect((await post(t, investor, 'deed', { signature })).statusCode).toBe(403);
  });

  it('previews the deed as a PDF', async () => {
    const investor = await createInvestor(t, { host });
    const response = await post(t, investor, 'deed/preview');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(drawsText(response.rawPayload, 'Between Trust Co (the Trustee) and Grace Hopper (the Investor)')).toBe(true);
  });

  it('refuses a signature that is not a PNG, too large or with unknown fields', async () => {
    const investor = await createInvestor(t, { host });
    const disguised = `data:image/png;base64,${elfBytes.toString('base64')}`;
    const notPng = await post(t, investor, 'deed', { signature: disguised });
    expect(notPng.statusCode).toBe(400);
    expect(notPng.json().errors).toEqual({ signature: ['The signature must be a PNG image'] });
    const jpegUrl = await post(t, investor, 'deed', { signature: 'data:image/jpeg;base64,AAAA' });
    expect(jpegUrl.statusCode).toBe(400);
    const huge = await post(t, investor, 'deed', { signature: `data:image/png;base64,${'A'.repeat(210 * 1024)}` });
    expect(huge.statusCode).toBe(400);
    const extra = await post(t, investor, 'deed', { signature, signed_at: '2020-01-01' });
    expect(extra.statusCode).toBe(400);
    expect((await get(t, investor, 'deed')).statusCode).toBe(404);
  });

  it('embeds the signature, keeps the PDF with its hash and time, and records the signature', async () => {
    const investor = await createInvestor(t, { host });
    const response = await post(t, investor, 'deed', { signature });
    expect(response.statusCode, response.body).toBe(200);
    const signed = response.json().payload;
    expect(signed).toMatchObject({ signed_at: t.clock.now().toISOString(), progress: { next_step: 'details' } });
    const file = await get(t, investor, 'deed');
    expect(file.statusCode).toBe(200);
    expect(createHash('sha256').update(file.rawPayload).digest('hex')).toBe(signed.sha256);
    const document = await PDFDocument.load(file.rawPayload);
    expect(document.getPageCount()).toBeGreaterThan(0);
    expect(file.rawPayload.toString('latin1')).toContain('/Subtype /Image');
    const stored = await call(t.api, { method: 'GET', url: '/v1/signature', host, token: investor.token });
    expect(stored.json().payload.signature).toBe(signature);
    expect((await me(t, investor)).registration_steps_completed_at).toHaveProperty('deed');

    const other = await createInvestor(t, { host });
    expect((await get(t, other, 'deed')).statusCode).toBe(404);
  });
});
