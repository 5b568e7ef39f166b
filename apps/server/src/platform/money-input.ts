import { MoneyParseError, toUnits } from '@invest/money';
import { invalid } from './errors';

/**
 * Reads an amount of a request (a decimal string or an exact JSON number) at `scale`; a value that is
 * not a decimal, has more places than the scale or is not above zero is a 400 on `field`.
 */
export function readPositiveUnits(field: string, value: string | number, scale: number): bigint {
  let units: bigint;
  try {
    units = toUnits(value, scale);
  } catch (error) {
    if (error instanceof MoneyParseError) throw invalid(field, `${field}: ${error.message}`);
    throw error;
  }
  if (units <= 0n) throw invalid(field, `${field} must be greater than zero`);
  return units;
}
