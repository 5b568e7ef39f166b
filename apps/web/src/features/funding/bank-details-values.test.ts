import type { BankDetails } from '@invest/contracts';
import { describe, expect, it } from 'vitest';
import type { InvestorProfile } from '../onboarding';
import { bankDetailsRequestOf, bankDetailsValuesOf } from './bank-details-values';

const profile: InvestorProfile = {
  holderName: 'Ada Lovelace',
  address: {
    countryId: '233',
    countryCode: 'US',
    provinceId: '1452',
    cityId: '114000',
    addressLine1: '350 Fifth Avenue',
    addressLine2: 'Floor 3',
    suburb: '',
    postalCode: '10118',
  },
};

const saved: BankDetails = {
  account_kind: 'international',
  bank_name: 'Westminster Bank',
  account_holder_name: 'A. Lovelace',
  account_number: '98765432',
  account_currency: 'GBP',
  routing_number: null,
  account_type: null,
  branch_code: null,
  swift_code: 'NWBKGB2L',
  iban: 'GB82WEST12345698765432',
  address_line1: '1 Princes Street',
  address_line2: null,
  address_line3: null,
  country_id: 232,
  province_id: 2335,
  city_id: 50_000,
  province_name: null,
  city_name: null,
  suburb: null,
  postal_code: 'EH2 2ER',
  updated_at: '2026-03-02T12:00:00.000Z',
};

describe('the bank details form', () => {
  it('starts a first save from the profile: the holder, their address, and a US account for a US address', () => {
    expect(bankDetailsValuesOf(null, profile)).toMatchObject({
      account_kind: 'us',
      account_holder_name: 'Ada Lovelace',
      address_line1: '350 Fifth Avenue',
      address_line2: 'Floor 3',
      country_id: '233',
      province_id: '1452',
      city_id: '114000',
      postal_code: '10118',
      account_currency: 'USD',
      bank_name: '',
      routing_number: '',
    });
    expect(bankDetailsValuesOf(null, { ...profile, address: null })).toMatchObject({
      account_kind: 'international',
      account_holder_name: 'Ada Lovelace',
      address_line1: '',
    });
  });

  it('opens saved details as they were saved, whatever the profile says', () => {
    expect(bankDetailsValuesOf(saved, profile)).toMatchObject({
      account_kind: 'international',
      account_holder_name: 'A. Lovelace',
      address_line1: '1 Princes Street',
      address_line2: '',
      country_id: '232',
      postal_code: 'EH2 2ER',
      iban: 'GB82WEST12345698765432',
    });
  });

  it("sends only the fields of the account's kind", () => {
    const values = {
      ...bankDetailsValuesOf(null, profile),
      routing_number: '021000021',
      account_type: 'checking' as const,
      iban: 'GB82WEST12345698765432',
    };
    const request = bankDetailsRequestOf(values);
    expect(request).toMatchObject({
      account_kind: 'us',
      routing_number: '021000021',
      account_type: 'checking',
      city_id: 114_000,
    });
    expect(request).not.toHaveProperty('iban');
    expect(bankDetailsRequestOf({ ...values, account_kind: 'international' })).toMatchObject({
      account_kind: 'international',
      iban: 'GB82WEST12345698765432',
    });
    expect(bankDetailsRequestOf({ ...values, account_kind: 'international' })).not.toHaveProperty('routing_number');
  });

  it('sends the state and city typed where the lookups list none, and no ids for them', () => {
    const typed = bankDetailsValuesOf(
      { ...saved, province_id: null, city_id: null, province_name: 'Gibraltar', city_name: 'Gibraltar' },
      profile,
    );
    expect(typed).toMatchObject({ province_id: '', city_id: '', province_name: 'Gibraltar', city_name: 'Gibraltar' });
    const request = bankDetailsRequestOf(typed);
    expect(request).toMatchObject({ province_name: 'Gibraltar', city_name: 'Gibraltar' });
    expect(request.province_id).toBeUndefined();
    expect(request.city_id).toBeUndefined();
    expect(bankDetailsRequestOf(bankDetailsValuesOf(saved, profile))).toMatchObject({
      province_id: 2335,
      city_id: 50_000,
      province_name: undefined,
      city_name: undefined,
    });
  });
});
