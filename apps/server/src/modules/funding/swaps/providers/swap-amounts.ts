import { formatUnits, parseUnits } from '@invest/money';

/**
 * Amounts as the swap providers write them, JSON numbers or strings, read as plain decimal strings;
 * null when absent or not an amount.
 */
export function decimalOf(value: unknown): string | null {
  if (typeof value === 'string' && /^\d{1,15}(\.\d{1,30})?$/.test(value.trim())) return value.trim();
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return null;
  const text = String(value);
  if (!text.includes('e')) return text;
  return value.toFixed(20).replace(/\.?0+$/, '');
}

/** A decimal string in base units of `scale`, digits beyond the scale dropped (what was delivered, rounded down). */
export function unitsDown(decimal: string, scale: number): bigint {
  const [integer = '0', fraction = ''] = decimal.split('.');
  return parseUnits(fraction ? `${integer}.${fraction.slice(0, scale)}` : integer, scale);
}

const rateScale = 18;

/** `amount` × `rate`, rounded down to `scale` decimals (the sandboxes' quotes). */
export function multiplyDown(amount: string, rate: string, scale: number): string {
  const product = unitsDown(amount, rateScale) * unitsDown(rate, rateScale);
  return formatUnits(product / 10n ** BigInt(2 * rateScale - scale), scale);
}
