import { MoneyParseError, scaleOf, toUnits } from '@invest/money';
import { invalid } from '../../../platform/errors';

/** Base units of an amount a client sent for `asset`; a 400 on `field` when it is not one, or not above zero. */
export function parseAmount(value: string | number, asset: string, field = 'amount'): bigint {
  let units: bigint;
  try {
    units = toUnits(value, scaleOf(asset));
  } catch (error) {
    if (error instanceof MoneyParseError) throw invalid(field, error.message);
    throw error;
  }
  if (units <= 0n) throw invalid(field, 'The amount must be greater than zero');
  return units;
}
