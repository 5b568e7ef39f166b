import { describe, expect, it } from 'vitest';
import { investorProfileOf } from './investor-profile';

const person = { user_type: 'Individual' as const, first_name: 'Ada', last_name: 'King', company_name: null };
const contact = {
  phone: '+12127365000',
  country_id: 233,
  country_code: 'US',
  address_line1: '350 Fifth Avenue',
  province_id: 1452,
  city_id: 114_000,
  postal_code: '10118',
};

describe("the investor's profile for forms about their money", () => {
  it('holds a person’s accounts in their legal name from My Details, at the address of My Contact Details', () => {
    expect(
      investorProfileOf(person, { details: { first_name: 'Augusta Ada', last_name: 'Lovelace' }, contact }),
    ).toEqual({
      holderName: 'Augusta Ada Lovelace',
      address: {
        countryId: '233',
        countryCode: 'US',
        provinceId: '1452',
        cityId: '114000',
        addressLine1: '350 Fifth Avenue',
        addressLine2: '',
        suburb: '',
        postalCode: '10118',
      },
    });
  });

  it('holds an entity’s accounts in the company’s name', () => {
    const entity = { ...person, user_type: 'Entity' as const, company_name: 'Acme Holdings' };
    expect(investorProfileOf(entity, { details: { company_name: 'Acme Holdings Ltd' } }).holderName).toBe(
      'Acme Holdings Ltd',
    );
    expect(investorProfileOf(entity, {}).holderName).toBe('Acme Holdings');
  });

  it('falls back to the name given at sign-up, and knows no address before the contact step', () => {
    expect(investorProfileOf(person, {})).toEqual({ holderName: 'Ada King', address: null });
  });
});
