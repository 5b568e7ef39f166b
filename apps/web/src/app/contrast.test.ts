import { describe, expect, it } from 'vitest';
import { darkText, readableTextOn } from './contrast';

describe('text on a tenant colour', () => {
  it('is white on dark colours', () => {
    expect(readableTextOn('#0b1220')).toBe('#ffffff');
    expect(readableTextOn('#1f5ad8')).toBe('#ffffff');
    expect(readableTextOn('rgb(16, 75, 188)')).toBe('#ffffff');
  });

  it('is dark on light colours where white would not reach 4.5:1', () => {
    expect(readableTextOn('#4f8cff')).toBe(darkText);
    expect(readableTextOn('#3ddc84')).toBe(darkText);
    expect(readableTextOn('#ff5fa2')).toBe(darkText);
    expect(readableTextOn('#fff')).toBe(darkText);
    expect(readableTextOn('hsl(210, 80%, 60%)')).toBe(darkText);
    expect(readableTextOn('hsl(220, 70%, 30%)')).toBe('#ffffff');
  });
});
