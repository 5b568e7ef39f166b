import { describe, expect, it } from 'vitest';
import { idOf, optionalText, textOf } from './form-values';

describe('form values of the step forms', () => {
  it('turns a chosen id into a number and nothing chosen into absent', () => {
    expect(idOf('42')).toBe(42);
    expect(idOf('')).toBeUndefined();
  });

  it('reads saved answers back as text', () => {
    expect(textOf({ country_id: 7, phone: '+1 555' }, 'country_id')).toBe('7');
    expect(textOf({ phone: '+1 555' }, 'phone')).toBe('+1 555');
    expect(textOf({ signers: [] }, 'signers')).toBe('');
    expect(textOf(undefined, 'phone')).toBe('');
  });

  it('leaves blank optional text out', () => {
    expect(optionalText('  ')).toBeUndefined();
    expect(optionalText('Flat 2')).toBe('Flat 2');
  });
});
