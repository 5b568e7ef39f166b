import type { Country, Place, Province } from '@invest/contracts';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';

const t = useTestApp();

const get = (url: string) => call(t.api, { method: 'GET', url });

async function search(query: string): Promise<{ items: Place[]; is_sandbox: boolean }> {
  const response = await get(`/v1/places?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json().payload;
}

describe('place search', () => {
  it('suggests addresses matching every word typed, from the sandbox', async () => {
    const result = await search('input=11%20wall%20street');
    expect(result.is_sandbox).toBe(true);
    expect(result.items).toHaveLength(1);
    expect(result.items[0]).toMatchObject({
      main_text: '11 Wall Street',
      description: '11 Wall Street, Financial District, New York City, New York 10005, United States',
    });
  });

  it('ignores case and accents', async () => {
    const result = await search('input=BAHNHOFSTRASSE%20zurich');
    expect(result.items.map((place) => place.main_text)).toEqual(['Bahnhofstrasse 45']);
  });

  it('keeps to the country asked for', async () => {
    const result = await search('input=street&country=gb');
    expect(result.items.length).toBeGreaterThan(0);
    expect(result.items.every((place) => place.description.endsWith('United Kingdom'))).toBe(true);
  });

  it.each(['input=', 'input=%20%20', ''])('refuses an empty search (%s) with 400', async (query) => {
    const response = await get(`/v1/places?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'VALIDATION',
      errors: { input: ['Enter an address to search'] },
    });
  });

  it('refuses a malformed country with 400', async () => {
    expect((await get('/v1/places?input=main&country=USA')).statusCode).toBe(400);
  });
});

describe('place details', () => {
  it('splits the address and gives the ids of its country, province and city', async () => {
    const [suggestion] = (await search('input=350%20fifth%20avenue')).items;
    const response = await get(`/v1/places/details/${suggestion?.id}`);
    expect(response.statusCode).toBe(200);
    const details = response.json().payload;
    expect(details).toMatchObject({
      address_line1: '350 Fifth Avenue',
      city: 'New York City',
      province: 'New York',
      postal_code: '10118',
      country_code: 'US',
    });
    const countries: Country[] = (await get('/v1/countries')).json().payload.items;
    expect(details.country_id).toBe(countries.find((country) => country.country_code === 'US')?.id);
    const provinces: Province[] = (await get(`/v1/provinces/${details.country_id}`)).json().payload.items;
    expect(details.province_id).toBe(provinces.find((province) => province.code === 'NY')?.id);
    const cities: { id: number; name: string }[] = (await get(`/v1/cities/${details.province_id}`)).json().payload
      .items;
    expect(details.city_id).toBe(cities.find((city) => city.name === 'New York City')?.id);
  });

  it('leaves ids it cannot match empty', async () => {
    const [suggestion] = (await search('input=grand%20canal%20dublin')).items;
    const details = (await get(`/v1/places/details/${suggestion?.id}`)).json().payload;
    expect(details.country_id).toEqual(expect.any(Number));
    expect(details).toMatchObject({ province_id: null, city_id: null });
  });

  it('answers 404 for an unknown place and 400 for a malformed id', async () => {
    expect((await get('/v1/places/details/sbx-nowhere')).statusCode).toBe(404);
    expect((await get('/v1/places/details/bad%20id')).statusCode).toBe(400);
  });
});
