import { beforeAll, describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import { countryId } from '../../auth/testing';
import { getAs } from '../funding.test-app';
import { createFundingInvestor, type FundingInvestor } from '../funding.test-factories';

const t = useTestApp({ tenants: { 'partner.test': 'Partner' } });
let place: { country_id: number; province_id: number; city_id: number; other_city_id: number };
beforeAll(async () => {
  const user = await createFundingInvestor(t);
  const us = await countryId(t, 'US', 'United States');
  const provinces = (await getAs(t, user, `/v1/provinces/${us}`)).json().payload.items as {
    id: number;
    code: string;
  }[];
  const [first, second] = provinces;
  if (!first || !second) throw new Error('no provinces seeded');
  const cityOf = async (provinceId: number) =>
    ((await getAs(t, user, `/v1/cities/${provinceId}`)).json().payload.items as { id: number }[])[0]?.id ?? 0;
  place = {
    country_id: us,
    province_id: first.id,
    city_id: await cityOf(first.id),
    other_city_id: await cityOf(second.id),
  };
});

function details(overrides: Record<string, unknown> = {}) {
  return {
    bank_name: 'First Test Bank',
    account_holder_name: 'Grace Hopper',
    account_number: '12345678',
    account_currency: 'usd',
    branch_code: '021000021',
    swift_code: 'deutdeff',
    iban: 'GB82 WEST 1234 5698 7654 32',
    address_line1: '350 Fifth Avenue',
    address_line2: 'Floor 3',
    address_line3: null,
    country_id: place.country_id,
    province_id: place.province_id,
    city_id: place.city_id,
    suburb: 'Midtown',
    postal_code: '10118',
    ...overrides,
  };
}

const save = (user: FundingInvestor, body: unknown) =>
  call(t.api, {
    method: 'POST',
    url: '/v1/account/bank-details',
    host: user.host,
    token: user.token,
    payload: body as object,
  });

const saved = async (user: FundingInvestor) =>
  (await getAs(t, user, '/v1/account/bank-details')).json().payload.bank_details;

describe('bank details', () => {
  it('are null until saved, then answered with every field, normalised', async () => {
    const user = await createFundingInvestor(t);
    expect(await saved(user)).toBeNull();
    const response = await save(user, details());
    expect(response.statusCode, response.body).toBe(200);
    expect(await saved(user)).toMatchObject({
      ...details(),
      account_kind: 'international',
      account_currency: 'USD',
      swift_code: 'DEUTDEFF',
      iban: 'GB82WEST12345698765432',
      routing_number: null,
      account_type: null,
    });
  });

  it('are replaced by a second save', async () => {
    const user = await createFundingInvestor(t);
    await save(user, details());
    expect((await save(user, details({ bank_name: 'Second Bank', iban: null, swift_code: null }))).statusCode).toBe(
      200,
    );
    expect(await saved(user)).toMatchObject({ bank_name: 'Second Bank', iban: null, swift_code: null });
  });

  it.each([
    ['an IBAN with a wrong check digit', { iban: 'GB83WEST12345698765432' }, 'iban'],
    ['a malformed SWIFT code', { swift_code: 'DEUT-DE' }, 'swift_code'],
    ['an unknown country', { country_id: 999_999 }, 'country_id'],
    ['a city of another province', { city_id: -1 }, 'city_id'],
    ['a city without its province', { province_id: null }, 'province_id'],
    ['a missing bank name', { bank_name: undefined }, 'bank_name'],
    ['a currency that is not one', { account_currency: 'dollars' }, 'account_currency'],
    ['markup in a name', { account_holder_name: '<script>' }, 'account_holder_name'],
    ['an unknown field', { user_id: 'someone-else' }, 'user_id'],
    ['a huge id', { country_id: 1e12 }, 'country_id'],
    ['a postal code with markup', { postal_code: '<b>1</b>' }, 'postal_code'],
    ['no postal code, which a wire needs', { postal_code: null }, 'postal_code'],
    ['no city, which a wire needs', { city_id: undefined }, 'city_id'],
    ['no state or region, which a wire needs', { province_id: undefined, city_id: undefined }, 'province_id'],
    ['a kind of account that is not one', { account_kind: 'offshore' }, 'account_kind'],
  ])('refuse %s, saving nothing', async (_label, change, field) => {
    const user = await createFundingInvestor(t);
    const body = details(change);
    if (body.city_id === -1) body.city_id = place.other_city_id;
    const response = await save(user, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    expect(Object.keys(response.json().errors)).toContain(field);
    expect(await saved(user)).toBeNull();
  });

  it('refuse an empty body', async () => {
    const user = await createFundingInvestor(t);
    const response = await call(t.api, { method: 'POST', url: '/v1/account/bank-details', token: user.token });
    expect(response.statusCode).toBe(400);
  });

  it("are the user's own: another user or another domain sees none of them", async () => {
    const owner = await createFundingInvestor(t);
    await save(owner, details());
    expect(await saved(await createFundingInvestor(t))).toBeNull();
    expect(await saved(await createFundingInvestor(t, { host: 'partner.test' }))).toBeNull();
    const foreign = await getAs(t, { ...owner, host: 'partner.test' }, '/v1/account/bank-details');
    expect(foreign.statusCode).toBe(401);
  });

  it('need a session', async () => {
    expect((await call(t.api, { method: 'GET', url: '/v1/account/bank-details' })).statusCode).toBe(401);
  });
});

describe('US bank details', () => {
  const usDetails = (overrides: Record<string, unknown> = {}) => {
    const { branch_code: _branch, swift_code: _swift, iban: _iban, ...holder } = details();
    return {
      ...holder,
      account_kind: 'us',
      routing_number: '021000021',
      account_number: '000123456789',
      account_type: 'savings',
      ...overrides,
    };
  };

  it('are stored with their routing number and account type, and shown as a US account', async () => {
    const user = await createFundingInvestor(t);
    const response = await save(user, usDetails());
    expect(response.statusCode, response.body).toBe(200);
    const expected = {
      account_kind: 'us',
      routing_number: '021000021',
      account_number: '000123456789',
      account_type: 'savings',
      iban: null,
      swift_code: null,
      branch_code: null,
      city_id: place.city_id,
      postal_code: '10118',
    };
    expect(response.json().payload).toMatchObject(expected);
    expect(await saved(user)).toMatchObject(expected);
  });

  it.each([
    ['whose checksum fails', '021000022', 'Not a valid routing number: check its 9 digits'],
    ['of eight digits', '02100002', 'Use the 9 digits of the routing number'],
    ['with a letter', '02100002A', 'Use the 9 digits of the routing number'],
  ])(
    'are refused with a routing number %s, and the saved ones stay as they were',
    async (_label, routingNumber, message) => {
      const user = await createFundingInvestor(t);
      expect((await save(user, details())).statusCode).toBe(200);
      const before = await saved(user);
      const response = await save(user, usDetails({ routing_number: routingNumber }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'VALIDATION',
        errors: { routing_number: [message] },
      });
      expect(await saved(user)).toEqual(before);
    },
  );

  it.each([
    ['no account type', { account_type: undefined }, 'account_type'],
    ['an account number with letters', { account_number: 'ABC12345' }, 'account_number'],
    ['an IBAN, which a US account has none of', { iban: 'GB82WEST12345698765432' }, 'iban'],
  ])('are refused with %s, saving nothing', async (_label, change, field) => {
    const user = await createFundingInvestor(t);
    const response = await save(user, usDetails(change));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toContain(field);
    expect(await saved(user)).toBeNull();
  });
});

describe('bank details in a place the lookups list no states or cities for', () => {
  const typed = async (code: string, name: string) => {
    const { province_id: _province, city_id: _city, ...rest } = details();
    return { ...rest, country_id: await countryId(t, code, name) };
  };

  it('take the state and city typed where the country has no states in the lookups (Gibraltar)', async () => {
    const user = await createFundingInvestor(t);
    const body = { ...(await typed('GI', 'Gibraltar')), province_name: 'Gibraltar', city_name: 'Gibraltar' };
    const response = await save(user, body);
    expect(response.statusCode, response.body).toBe(200);
    expect(await saved(user)).toMatchObject({
      province_id: null,
      city_id: null,
      province_name: 'Gibraltar',
      city_name: 'Gibraltar',
    });
  });

  it('take the city typed where the chosen state has no cities in the lookups (Guernsey)', async () => {
    const user = await createFundingInvestor(t);
    const guernsey = await countryId(t, 'GG', 'Guernsey');
    const provinces = (await getAs(t, user, `/v1/provinces/${guernsey}`)).json().payload.items as { id: number }[];
    const withoutCities: number[] = [];
    for (const province of provinces) {
      const cities = (await getAs(t, user, `/v1/cities/${province.id}`)).json().payload.items as unknown[];
      if (cities.length === 0) withoutCities.push(province.id);
    }
    const [provinceId] = withoutCities;
    if (provinceId === undefined) throw new Error('every Guernsey parish has cities in the lookups');
    const body = { ...(await typed('GG', 'Guernsey')), province_id: provinceId, city_name: 'Les Vardes' };
    const response = await save(user, body);
    expect(response.statusCode, response.body).toBe(200);
    expect(await saved(user)).toMatchObject({ province_id: provinceId, city_id: null, city_name: 'Les Vardes' });
  });

  it.each([
    ['a state typed where the country has states to choose from', 'province_id'],
    ['a city typed where the chosen state has cities to choose from', 'city_id'],
  ] as const)('refuse %s, saving nothing', async (_label, field) => {
    const user = await createFundingInvestor(t);
    const { province_id: _province, city_id: _city, ...rest } = details();
    const change =
      field === 'province_id'
        ? { province_name: 'New York', city_name: 'New York' }
        : { province_id: place.province_id, city_name: 'Gotham' };
    const response = await save(user, { ...rest, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    expect(Object.keys(response.json().errors)).toEqual([field]);
    expect(await saved(user)).toBeNull();
  });
});
