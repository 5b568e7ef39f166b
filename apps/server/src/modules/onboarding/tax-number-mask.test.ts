import { describe, expect, it } from 'vitest';
import { lastFourOf, maskTaxNumber, withMaskedTaxNumber } from './tax-number-mask';

describe('a tax number on screen', () => {
  it('shows only the last 4 letters and digits, keeping the separators', () => {
    expect(maskTaxNumber('123-45-6789')).toBe('***-**-6789');
    expect(maskTaxNumber('12-3456789')).toBe('**-***6789');
    expect(maskTaxNumber('DE 123 456 789')).toBe('** *** **6 789');
    expect(lastFourOf('123-45-6789')).toBe('6789');
  });

  it('leaves a number of 4 characters as it is, since there is nothing more to hide', () => {
    expect(maskTaxNumber('A123')).toBe('A123');
  });

  it('answers the saved tax details with the last 4 characters instead of the number', () => {
    const answers = {
      details: { first_name: 'Ada' },
      tax_payer_identification: { tax_country_id: 1, tax_number: '123-45-6789' },
    };
    expect(withMaskedTaxNumber(answers)).toEqual({
      details: { first_name: 'Ada' },
      tax_payer_identification: { tax_country_id: 1, tax_number_last4: '6789' },
    });
    expect(JSON.stringify(withMaskedTaxNumber(answers))).not.toContain('45');
  });
});
