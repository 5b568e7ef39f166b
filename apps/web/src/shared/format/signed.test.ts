import { describe, expect, it } from 'vitest';
import { changeOf, directionOf, formatSignedPercent } from './signed';

describe('signed returns', () => {
  it('reads a gain as up, a loss as down, and zero as flat', () => {
    expect(directionOf('12.5')).toBe('up');
    expect(directionOf('-0.01')).toBe('down');
    expect(directionOf('0')).toBe('flat');
  });

  it('writes a percent with its sign, never relying on colour', () => {
    expect(formatSignedPercent('2.93')).toBe('+2.93 %');
    expect(formatSignedPercent('-6.25')).toBe('−6.25 %');
    expect(formatSignedPercent('0')).toBe('0 %');
  });
});

describe('a watched market’s change over its sparkline', () => {
  it('is the last close against the first, in percent rounded half up, and unknown without a start', () => {
    expect(changeOf('60000', '61140')).toBe('1.9');
    expect(changeOf('100', '99.995')).toBe('-0.01');
    expect(changeOf(undefined, '5')).toBeNull();
    expect(changeOf('0', '5')).toBeNull();
  });
});
