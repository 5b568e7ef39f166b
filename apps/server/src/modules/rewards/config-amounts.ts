import { assetScales, MoneyParseError, toUnits } from '@invest/money';

/**
 * A dollar amount a domain sets in its configs ("25.00" or 25): its units, or null when it is absent,
 * not an amount, or not above zero (a setting that cannot be read is as good as none).
 */
export function configUsdUnits(value: unknown): bigint | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  try {
    const units = toUnits(String(value), assetScales.USD);
    return units > 0n ? units : null;
  } catch (error) {
    if (error instanceof MoneyParseError) return null;
    throw error;
  }
}
