import { describe, expect, it } from 'vitest';
import { validateCountryCode } from './country-rules';

describe('country rules', () => {
  it('refuses a sanctioned country whatever the domain allows', () => {
    expect(validateCountryCode('KP', {})).toEqual({ valid: false, reason: 'sanctioned' });
  });

  it("reads the domain's list loosely: spaces, lower case, empty entries", () => {
    const configs = { restricted_countries: ' fr,, be ' };
    expect(validateCountryCode('FR', configs)).toEqual({ valid: false, reason: 'restricted' });
    expect(validateCountryCode('BE', configs)).toEqual({ valid: false, reason: 'restricted' });
    expect(validateCountryCode('DE', configs)).toEqual({ valid: true, reason: null });
  });

  it('ignores a restricted_countries setting that is not text', () => {
    expect(validateCountryCode('FR', { restricted_countries: 7 })).toEqual({ valid: true, reason: null });
  });
});
