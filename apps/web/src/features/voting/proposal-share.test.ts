import { describe, expect, it } from 'vitest';
import { percentLabel, shareOf } from './proposal-share';

describe('the share of an option in the votes', () => {
  it('is the part over the whole in percent, never more than 100', () => {
    expect(shareOf('25', '100')).toBe(25);
    expect(shareOf('150', '100')).toBe(100);
    expect(percentLabel(shareOf('1', '3'))).toBe('33.3');
  });

  it('is 0 while nothing was voted', () => {
    expect(shareOf('0', '0')).toBe(0);
  });
});
