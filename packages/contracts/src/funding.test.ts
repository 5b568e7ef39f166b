import { describe, expect, it } from 'vitest';
import { isValidBic, isValidIban } from './funding';

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
