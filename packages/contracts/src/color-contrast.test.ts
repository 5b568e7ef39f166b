import { describe, expect, it } from 'vitest';
import { contrastRatio, darkText, parseColor, readableTextOn } from './color-contrast';

const ratio = (text: string, background: string) =>
  contrastRatio(parseColor(text) as NonNullable<ReturnType<typeof parseColor>>, parseColor(background) as never);

describe('contrast ratio', () => {
  it('is 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(ratio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(ratio('#4f8cff', '#4f8cff')).toBe(1);
  });

  it('measures the demo theme link colour on its tinted surface as the browser does', () => {
    expect(ratio('#4f8cff', '#19294a')).toBeCloseTo(4.48, 2);
  });

  it('reads hex, rgb(), rgb() in percent and hsl() alike', () => {
    expect(ratio('rgb(255, 255, 255)', '#000000')).toBeCloseTo(21, 5);
    expect(ratio('rgb(100%, 100%, 100%)', 'hsl(0, 0%, 0%)')).toBeCloseTo(21, 5);
  });

  it('paints translucent text over the background before measuring', () => {
    expect(ratio('rgba(255, 255, 255, 0)', '#000')).toBe(1);
    expect(ratio('#ffffff80', '#000')).toBeLessThan(ratio('#ffffff', '#000'));
  });

  it('does not read other forms of colour', () => {
    expect(parseColor('red')).toBeNull();
    expect(parseColor('#12345')).toBeNull();
  });
});

describe('text on a tenant colour', () => {
  it('is white on dark colours', () => {
    expect(readableTextOn('#0b1220')).toBe('#ffffff');
    expect(readableTextOn('#1f5ad8')).toBe('#ffffff');
    expect(readableTextOn('rgb(16, 75, 188)')).toBe('#ffffff');
    expect(readableTextOn('hsl(220, 70%, 30%)')).toBe('#ffffff');
  });

  it('is dark on light colours where white would not reach 4.5:1', () => {
    expect(readableTextOn('#4f8cff')).toBe(darkText);
    expect(readableTextOn('#3ddc84')).toBe(darkText);
    expect(readableTextOn('#ff5fa2')).toBe(darkText);
    expect(readableTextOn('#fff')).toBe(darkText);
    expect(readableTextOn('hsl(210, 80%, 60%)')).toBe(darkText);
  });
});
