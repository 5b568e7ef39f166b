import { describe, expect, it } from 'vitest';
import { isValidAbaRoutingNumber } from './bank-accounts';

describe('isValidAbaRoutingNumber', () => {
  it.each(['021000021', '121000248', '011000015', '026009593'])('accepts %s', (routingNumber) => {
    expect(isValidAbaRoutingNumber(routingNumber)).toBe(true);
  });

  it.each([
    ['a wrong checksum', '021000022'],
    ['two digits swapped', '012000021'],
    ['eight digits', '02100002'],
    ['ten digits', '0210000210'],
    ['a letter', '02100002A'],
    ['spaces', '021 000 021'],
    ['nothing', ''],
  ])('refuses %s', (_label, routingNumber) => {
    expect(isValidAbaRoutingNumber(routingNumber)).toBe(false);
  });
});
