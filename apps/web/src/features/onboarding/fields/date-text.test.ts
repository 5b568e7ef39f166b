import { describe, expect, it } from 'vitest';
import { dateText } from './date-text';

/** What the field shows after typing `keys` one by one. */
const typed = (keys: string) => [...keys].reduce((shown, key) => dateText(shown + key), '');

describe('a date typed as YYYY-MM-DD', () => {
  it('keeps a typed year as it is, at every key', () => {
    expect(['2', '20', '201', '2015'].map(typed)).toEqual(['2', '20', '201', '2015']);
    expect(typed('2015-06-15')).toBe('2015-06-15');
  });

  it('puts the hyphens in when the digits come without them', () => {
    expect(typed('20150615')).toBe('2015-06-15');
    expect(typed('201506')).toBe('2015-06');
  });

  it('ends a month of one digit at the separator typed after it', () => {
    expect(typed('2015-6-15')).toBe('2015-06-15');
    expect(typed('1985/12/1')).toBe('1985-12-1');
  });

  it('takes a pasted date whole and drops what follows a full date', () => {
    expect(dateText('1985-12-10')).toBe('1985-12-10');
    expect(dateText('1985-12-100')).toBe('1985-12-10');
  });

  it('lets a backspace remove the hyphen with the digit before it', () => {
    expect(dateText('2015-0')).toBe('2015-0');
    expect(dateText('2015-')).toBe('2015');
    expect(dateText('')).toBe('');
  });
});
