import type { ConversionAsset, UsdcConversion } from '@invest/contracts';
import type { FormErrors } from '@mantine/form';
import { amountEntryToDecimal } from '../../shared/forms/amount-entry';
import { withFieldError } from '../../shared/forms/with-field-error';

/**
 * The rules of the USDC page's Convert section: a conversion between USDC and US dollars is 1:1 and
 * in whole cents either way, so its amount is typed as dollars are.
 */

/** The asset a conversion to `to` takes from the balance. */
export const sourceOf = (to: ConversionAsset): ConversionAsset => (to === 'USD' ? 'USDC' : 'USD');

export interface ConvertValues {
  amount: string;
  to: ConversionAsset;
}

/** The body of POST digtl-balance from the form's values: the typed amount as a plain decimal. */
export const conversionRequestOf = (values: ConvertValues) => ({
  amount: amountEntryToDecimal(values.amount),
  to: values.to,
});

/** Why the typed amount cannot be converted before the server is asked, or null: nothing to convert. */
export function zeroAmountProblem(entry: string, message: string): string | null {
  const decimal = amountEntryToDecimal(entry);
  return decimal !== undefined && /^[0.]+$/.test(decimal) ? message : null;
}

/** A conversion form's check: the contract's, and an amount of nothing refused with `message` at once. */
export const checkAmountWith =
  <Values extends { amount: string }>(
    validate: (values: Values) => FormErrors | Promise<FormErrors>,
    message: string,
  ) =>
  (values: Values) =>
    withFieldError(validate(values), 'amount', zeroAmountProblem(values.amount, message));

export const isPending = (conversion: UsdcConversion) => conversion.status === 'PENDING';

/** How often the list is read again while a conversion waits for the custodian: never once none does. */
export const conversionPollingInterval = (conversions: readonly UsdcConversion[]) =>
  conversions.some(isPending) ? 2000 : 0;

/** Whether a conversion pending in `before` has been settled or cancelled in `after`: balances moved. */
export function hasSettledSince(before: readonly UsdcConversion[], after: readonly UsdcConversion[]): boolean {
  const stillPending = new Set(after.filter(isPending).map((conversion) => conversion.id));
  return before.some((conversion) => isPending(conversion) && !stillPending.has(conversion.id));
}
