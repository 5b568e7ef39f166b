/** An sRGB colour: channels 0..255, alpha 0..1. */
export interface Rgba {
  red: number;
  green: number;
  blue: number;
  alpha: number;
}

/** WCAG AA for body text. */
export const minimumTextContrast = 4.5;

export const darkText = '#0b1016';

function hslToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const channel = (offset: number) => {
    const k = (offset + hue / 30) % 12;
    return Math.round(255 * (lightness - (chroma / 2) * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}

const byteOf = (value = '0') => (value.endsWith('%') ? (Number.parseFloat(value) / 100) * 255 : Number(value));
const alphaOf = (value: string | undefined) => (value === undefined ? 1 : Number(value));

/** A hex, rgb()/rgba() or hsl()/hsla() colour (the forms a theme accepts), or null for anything else. */
export function parseColor(color: string): Rgba | null {
  const text = color.trim();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(text)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex;
    const [red, green, blue, alpha = 255] = [0, 2, 4, 6]
      .filter((at) => at < full.length)
      .map((at) => Number.parseInt(full.slice(at, at + 2), 16));
    return { red, green, blue, alpha: alpha / 255 } as Rgba;
  }
  const rgb = /^rgba?\(\s*(\d{1,3}%?)\s*,\s*(\d{1,3}%?)\s*,\s*(\d{1,3}%?)\s*(?:,\s*([\d.]+)\s*)?\)$/i.exec(text);
  if (rgb) return { red: byteOf(rgb[1]), green: byteOf(rgb[2]), blue: byteOf(rgb[3]), alpha: alphaOf(rgb[4]) };
  const hsl = /^hsla?\(\s*(\d{1,3})(?:deg)?\s*,\s*(\d{1,3})%\s*,\s*(\d{1,3})%\s*(?:,\s*([\d.]+)\s*)?\)$/i.exec(text);
  if (hsl) {
    const [red, green, blue] = hslToRgb(Number(hsl[1]), Number(hsl[2]) / 100, Number(hsl[3]) / 100);
    return { red, green, blue, alpha: alphaOf(hsl[4]) };
  }
  return null;
}

/** `top` painted over the opaque `bottom` at `top`'s alpha times `weight` (CSS color-mix with transparent). */
export function paintOver(top: Rgba, bottom: Rgba, weight = 1): Rgba {
  const share = Math.min(1, Math.max(0, top.alpha * weight));
  const mix = (upper: number, lower: number) => upper * share + lower * (1 - share);
  return {
    red: mix(top.red, bottom.red),
    green: mix(top.green, bottom.green),
    blue: mix(top.blue, bottom.blue),
    alpha: 1,
  };
}

/** WCAG relative luminance of an opaque colour. */
function luminance({ red, green, blue }: Rgba): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** WCAG contrast ratio (1..21) of text `foreground` on the opaque `background`. */
export function contrastRatio(foreground: Rgba, background: Rgba): number {
  const text = luminance(paintOver(foreground, background));
  const surface = luminance(background);
  return (Math.max(text, surface) + 0.05) / (Math.min(text, surface) + 0.05);
}

const white: Rgba = { red: 255, green: 255, blue: 255, alpha: 1 };

/** White or near-black, whichever reads better on `background` (white when it cannot be read). */
export function readableTextOn(background: string): string {
  const surface = parseColor(background);
  if (!surface) return '#ffffff';
  const opaque = { ...surface, alpha: 1 };
  return contrastRatio(white, opaque) >= contrastRatio(parseColor(darkText) as Rgba, opaque) ? '#ffffff' : darkText;
}
