import { describe, expect, it } from 'vitest';
import { applyPhoneMask } from './phone-mask';

describe('the per-country phone mask', () => {
  it('fills the slots as the user types', () => {
    expect(applyPhoneMask('2', '(###) ###-####')).toBe('(2');
    expect(applyPhoneMask('201555', '(###) ###-####')).toBe('(201) 555');
    expect(applyPhoneMask('2015550123', '(###) ###-####')).toBe('(201) 555-0123');
  });

  it('ignores what is not a digit and drops digits past the mask', () => {
    expect(applyPhoneMask('(201) 555-0123 99', '(###) ###-####')).toBe('(201) 555-0123');
    expect(applyPhoneMask('07400 123456', '##### ######')).toBe('07400 123456');
  });

  it('keeps the digits alone for a country without a mask', () => {
    expect(applyPhoneMask('12-34', '')).toBe('1234');
  });
});
