import type { Country } from '@invest/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeApiKey, fakePlaceId, startFakeGooglePlaces } from '../../../../test/fake-google-places';
import { call, createTestApp, type TestApp } from '../../../../test/test-app';

describe('place search through Google Places (a local fake of its API)', () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeGooglePlaces>>;
  beforeAll(async () => {
    fake = await startFakeGooglePlaces();
    t = await createTestApp({ env: { GOOGLE_PLACES_API_KEY: fakeApiKey, GOOGLE_PLACES_URL: fake.url } });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const get = (url: string) => call(t.api, { method: 'GET', url });

  it('suggests Google’s predictions, not labelled sandbox, and passes the country on', async () => {
    const response = await get('/v1/places?input=350%20fifth&country=us');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payload).toEqual({
      is_sandbox: false,
      items: [
        {
          id: fakePlaceId,
          description: '350 Fifth Avenue, New York, NY 10118, USA',
          main_text: '350 Fifth Avenue',
          secondary_text: 'New York, NY 10118, USA',
        },
      ],
    });
    expect(fake.searches.at(-1)).toEqual({ input: '350 fifth', includedRegionCodes: ['us'] });
  });

  it('splits a place into the address fields, with the ids of our country', async () => {
    const response = await get(`/v1/places/details/${fakePlaceId}`);
    expect(response.statusCode, response.body).toBe(200);
    const countries: Country[] = (await get('/v1/countries')).json().payload.items;
    expect(response.json().payload).toMatchObject({
      address_line1: '350 Fifth Avenue',
      suburb: 'Manhattan',
      city: 'New York',
      province: 'New York',
      postal_code: '10118',
      country_code: 'US',
      country_id: countries.find((country) => country.country_code === 'US')?.id,
    });
  });

  it('answers 404 for a place Google does not know, and still refuses an empty search', async () => {
    expect((await get('/v1/places/details/unknown-place')).statusCode).toBe(404);
    expect((await get('/v1/places?input=%20')).statusCode).toBe(400);
    expect(fake.searches.every((search) => String(search.input).trim() !== '')).toBe(true);
  });
});

describe('place search when Google refuses the key', () => {
  it('answers 503 with a message, so the user types the address', async () => {
    const fake = await startFakeGooglePlaces();
    const t = await createTestApp({ env: { GOOGLE_PLACES_API_KEY: 'a-revoked-key', GOOGLE_PLACES_URL: fake.url } });
    try {
      const response = await call(t.api, { method: 'GET', url: '/v1/places?input=350%20fifth' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: expect.stringContaining('type the address'),
      });
    } finally {
      await t.close();
      await fake.close();
    }
  });
});
