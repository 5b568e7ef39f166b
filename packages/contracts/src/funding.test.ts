import { describe, expect, it } from 'vitest';
import { bankDetailsRequestSchema, isValidBic, isValidIban } from './funding';

describe('isValidIban', () => {
  it.each(['GB82 WEST 1234 5698 7654 32', 'DE89370400440532013000', 'fr1420041010050500013m02606'])(
    'accepts %s',
    (iban) => {
      expect(isValidIban(iban)).toBe(true);
    },
  );

  it.each([
    ['a wrong check digit', 'GB83WEST12345698765432'],
    ['a changed account digit', 'DE89370400440532013001'],
    ['too short', 'GB82WEST123'],
    ['letters in the check digits', 'GBXXWEST12345698765432'],
    ['nothing', ''],
  ])('refuses %s', (_label, iban) => {
    expect(isValidIban(iban)).toBe(false);
  });
});

describe('isValidBic', () => {
  it.each(['DEUTDEFF', 'deutdeff500', 'NWBKGB2L'])('accepts %s', (bic) => {
    expect(isValidBic(bic)).toBe(true);
  });

  it.each(['DEUT', 'DEUTDEFF5', '1EUTDEFF', 'DEUTDEFF50!'])('refuses %s', (bic) => {
    expect(isValidBic(bic)).toBe(false);
  });
});

describe('bank details request', () => {
  const holder = {
    bank_name: 'First Test Bank',
    account_holder_name: 'Grace Hopper',
    account_currency: 'usd',
    address_line1: '350 Fifth Avenue',
    country_id: 233,
    province_id: 1452,
    city_id: 114_000,
    postal_code: '10118',
  };
  const us = {
    ...holder,
    account_kind: 'us',
    routing_number: '021000021',
    account_number: '000123456789',
    account_type: 'checking',
  };
  /** The first message on each field, as a form shows it. */
  const errorsOf = (body: unknown) => {
    const result = bankDetailsRequestSchema.safeParse(body);
    const errors: Record<string, string> = {};
    for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
    return errors;
  };

  it('takes a US account with its routing number, account number and type', () => {
    expect(bankDetailsRequestSchema.parse(us)).toMatchObject({
      account_kind: 'us',
      routing_number: '021000021',
      account_type: 'checking',
      account_currency: 'USD',
    });
  });

  it.each([
    [
      'a routing number whose checksum fails',
      { routing_number: '021000022' },
      'routing_number',
      'Not a valid routing number: check its 9 digits',
    ],
    [
      'a routing number of 8 digits',
      { routing_number: '02100002' },
      'routing_number',
      'Use the 9 digits of the routing number',
    ],
    [
      'a routing number with a letter',
      { routing_number: '02100002A' },
      'routing_number',
      'Use the 9 digits of the routing number',
    ],
    ['no routing number', { routing_number: undefined }, 'routing_number', 'Enter the routing number'],
    [
      'an account number with letters',
      { account_number: '12AB5678' },
      'account_number',
      'Use the 4 to 17 digits of the account number',
    ],
    ['no account type', { account_type: undefined }, 'account_type', 'Choose checking or savings'],
    ['an account type that is not one', { account_type: 'brokerage' }, 'account_type', 'Choose checking or savings'],
    ['an IBAN beside the routing number', { iban: 'GB82WEST12345698765432' }, 'iban', 'A US account has no IBAN'],
  ])('refuses a US account with %s', (_label, change, field, message) => {
    expect(errorsOf({ ...us, ...change })).toEqual({ [field]: message });
  });

  it('needs the holder’s state or region, city and postal code, which a wire payout needs', () => {
    expect(errorsOf({ ...us, province_id: undefined, city_id: null, bank_name: '' })).toEqual({
      province_id: 'Choose a state or region',
      city_id: 'Choose a city',
      bank_name: 'Required',
    });
    expect(errorsOf({ ...us, postal_code: ' ' })).toEqual({ postal_code: 'Enter the postal code' });
  });

  it('takes a state and a city typed, where the lookups list none to choose from', () => {
    expect(
      bankDetailsRequestSchema.parse({
        ...holder,
        account_number: '12345678',
        province_id: null,
        province_name: ' Gibraltar ',
        city_id: undefined,
        city_name: 'Gibraltar',
      }),
    ).toMatchObject({ province_name: 'Gibraltar', city_name: 'Gibraltar', province_id: null });
  });

  it('refuses a state or a city both chosen and typed', () => {
    expect(
      errorsOf({ ...holder, account_number: '12345678', province_name: 'Somewhere', city_name: 'Elsewhere' }),
    ).toEqual({
      province_name: 'Give the state or region once: chosen or typed',
      city_name: 'Give the city once: chosen or typed',
    });
  });

  it('refuses an account outside the US that gives a routing number or an account type', () => {
    expect(
      errorsOf({ ...holder, account_number: '12345678', routing_number: '021000021', account_type: 'savings' }),
    ).toEqual({
      routing_number: 'Only a US account has a routing number',
      account_type: 'Only a US account has an account type',
    });
  });

  it('names every wrong field, even beside a kind that is not one', () => {
    expect(
      Object.keys(errorsOf({ ...us, account_kind: 'moon', routing_number: 'abc', postal_code: 7 })).sort(),
    ).toEqual(['account_kind', 'postal_code', 'routing_number']);
  });

  it('reads details without a kind as an account outside the US, as SPEC 3 describes them', () => {
    expect(
      bankDetailsRequestSchema.parse({ ...holder, account_number: 'GB12 3456', iban: 'GB82 WEST 1234 5698 7654 32' }),
    ).toMatchObject({ account_kind: 'international', iban: 'GB82WEST12345698765432' });
    expect(errorsOf({ ...holder, account_kind: 'moon', account_number: '12345678' })).toEqual({
      account_kind: 'account_kind is us or international',
    });
  });
});
