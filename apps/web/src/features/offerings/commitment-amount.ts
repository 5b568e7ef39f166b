import { formatUnits, maxScale, parseUnits } from '@invest/money';

/** What `shares` whole shares at `price` cost (decimal strings), or null until both are valid. */
export function commitmentAmountOf(shares: string, price: string | null): string | null {
  if (!/^[1-9]\d{0,11}$/.test(shares.trim()) || price === null) return null;
  try {
    return formatUnits(BigInt(shares.trim()) * parseUnits(price, maxScale), maxScale);
  } catch {
    return null;
  }
}
