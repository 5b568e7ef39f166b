import type { Country, Province, ReferenceItem, UserDocumentType } from '@invest/contracts';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../test/test-app';

const t = useTestApp();

const get = (url: string, host?: string) => call(t.api, { method: 'GET', url, ...(host && { host }) });

async function items<T>(url: string, host?: string): Promise<T[]> {
  const response = await get(url, host);
  expect(response.statusCode).toBe(200);
  return response.json().payload.items;
}

async function country(code: string): Promise<Country> {
  const found = (await items<Country>('/v1/countries')).find((item) => item.country_code === code);
  if (!found) throw new Error(`no country ${code}`);
  return found;
}

async function province(countryCode: string, name: string): Promise<Province> {
  const { id } = await country(countryCode);
  const found = (await items<Province>(`/v1/provinces/${id}`)).find((item) => item.name === name);
  if (!found) throw new Error(`no province ${name}`);
  return found;
}

describe('countries', () => {
  it('lists every country with its dial code, flag and phone mask, cacheable for an hour', async () => {
    const response = await get('/v1/countries');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const list: Country[] = response.json().payload.items;
    expect(list.length).toBeGreaterThan(240);
    expect(list[0]?.name).toBe('Afghanistan');
    const us = list.find((item) => item.country_code === 'US');
    expect(us).toMatchObject({ name: 'United States', dial_code: '+1', flag: '🇺🇸', mask: '(###) ###-####' });
    expect(us?.mask.match(/#/g)).toHaveLength(10);
  });

  it('masks the number as typed after the dial code, without a trunk prefix', async () => {
    expect(await country('GB')).toMatchObject({ dial_code: '+44', mask: '#### ######' });
    expect(await country('DE')).toMatchObject({ dial_code: '+49', mask: '#### #######' });
  });
});

describe('provinces and cities', () => {
  it("lists Germany's provinces, Bavaria among them", async () => {
    const { id } = await country('DE');
    const response = await get(`/v1/provinces/${id}`);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const names = response.json().payload.items.map((item: Province) => item.name);
    expect(names).toContain('Bavaria');
    expect(names).toHaveLength(16);
  });

  it("lists a province's cities, loading them once", async () => {
    const bavaria = await province('DE', 'Bavaria');
    const first = await items<{ id: number; name: string }>(`/v1/cities/${bavaria.id}`);
    expect(first.map((city) => city.name)).toContain('Munich');
    expect(await items(`/v1/cities/${bavaria.id}`)).toEqual(first);
  });

  it('answers an empty list for a province the dataset has no cities for', async () => {
    const ileDeFrance = await province('FR', 'Île-de-France');
    expect(await items(`/v1/cities/${ileDeFrance.id}`)).toEqual([]);
  });

  it('answers 404 for an unknown country or province', async () => {
    for (const url of ['/v1/provinces/999999', '/v1/cities/99999999', '/v1/countries/999999/validate']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it.each(['abc', '-1', '0', '1.5', '1e3', '2147483648', '99999999999'])('refuses the id %s with 400', async (id) => {
    for (const url of [`/v1/provinces/${id}`, `/v1/cities/${id}`, `/v1/countries/${id}/validate`]) {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION', errors: { id: ['Invalid id'] } });
    }
  });
});

describe('reference lists', () => {
  it('lists every document type with the uploaders and steps it applies to', async () => {
    const list = await items<UserDocumentType>('/v1/documentTypes');
    expect(list.find((item) => item.slug === 'passport')).toMatchObject({
      name: 'Passport',
      user_types: ['individual', 'legal_signer'],
      steps: ['user_documents', 'legal_signers_documents'],
    });
    expect(list.map((item) => item.slug)).toEqual(expect.arrayContaining(['w8ben', 'w8ben_e', 'w9', 'trust_deed']));
  });

  it("lists an entity's documents only for the entity type", async () => {
    const list = await items<UserDocumentType>('/v1/documentTypes/entity');
    expect(list.every((item) => item.user_types.includes('entity'))).toBe(true);
    const slugs = list.map((item) => item.slug);
    expect(slugs).toContain('certificate_of_incorporation');
    expect(slugs).not.toContain('passport');
    expect((await items<UserDocumentType>('/v1/documentTypes/legal_signer')).map((item) => item.slug)).toContain(
      'passport',
    );
  });

  it('refuses an unknown uploader type with 400', async () => {
    const response = await get('/v1/documentTypes/robot');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION' });
  });

  it('lists entity types, funding sources and professions with stable slugs', async () => {
    expect((await items<ReferenceItem>('/v1/entityTypes')).map((item) => item.slug)).toEqual(
      expect.arrayContaining(['corporation', 'llc', 'partnership', 'trust', 'foundation']),
    );
    expect((await items<ReferenceItem>('/v1/fundingSources')).map((item) => item.slug)).toEqual(
      expect.arrayContaining(['salary', 'savings', 'inheritance', 'sale_of_property']),
    );
    const professions = await items<ReferenceItem>('/v1/professions');
    expect(professions.length).toBeGreaterThanOrEqual(30);
    expect(new Set(professions.map((item) => item.slug)).size).toBe(professions.length);
    expect((await get('/v1/professions')).headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('country validation', () => {
  it('refuses a country under comprehensive sanctions on every domain', async () => {
    const { id } = await country('IR');
    const response = await get(`/v1/countries/${id}/validate`);
    expect(response.json().payload).toEqual({ valid: false, reason: 'sanctioned' });
    expect(response.headers['cache-control']).toBeUndefined();
  });

  it("refuses a country in the domain's restricted_countries, on that domain only", async () => {
    const tenantId = await t.createTenant('restricted.test');
    await t.context.tenants.updateSettings(tenantId, { configs: { restricted_countries: 'fr, BE' } });
    const france = await country('FR');
    const onRestricted = await get(`/v1/countries/${france.id}/validate`, 'restricted.test');
    expect(onRestricted.json().payload).toEqual({ valid: false, reason: 'restricted' });
    const onMain = await get(`/v1/countries/${france.id}/validate`);
    expect(onMain.json().payload).toEqual({ valid: true, reason: null });
  });

  it('accepts any other country', async () => {
    const { id } = await country('US');
    expect((await get(`/v1/countries/${id}/validate`, 'restricted.test')).json().payload).toEqual({
      valid: true,
      reason: null,
    });
  });
});

describe('payment options rules', () => {
  it('answers the default rules of every funding method when the domain has none', async () => {
    const rules = await items<{ method: string; min_amount: string; fee_pct: string }>('/v1/payment-options-rules');
    expect(rules.map((rule) => rule.method)).toEqual([
      'USDC TRANSFER',
      'BANK TRANSFER',
      'CHANGENOW',
      'TRANSAK',
      'CHANGELLY_SWAP',
      'CHANGELLY_BUY',
      'METAMASK',
      'BMN',
    ]);
    expect(rules.every((rule) => typeof rule.min_amount === 'string' && typeof rule.fee_pct === 'string')).toBe(true);
  });

  it("answers the domain's own rules when it has some", async () => {
    const tenantId = await t.createTenant('rules.test');
    const ownRules = [
      { method: 'BANK TRANSFER', enabled: true, min_amount: '500', max_amount: '25000', fee_pct: '0.25' },
    ];
    await t.context.tenants.updateSettings(tenantId, { payment_rules: ownRules });
    expect(await items('/v1/payment-options-rules', 'rules.test')).toEqual(ownRules);
  });
});

describe('API reference', () => {
  it('documents the lookups', async () => {
    const response = await get('/docs/json');
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining(['/v1/countries', '/v1/cities/{id}', '/v1/places', '/v1/places/details/{id}']),
    );
  });
});
