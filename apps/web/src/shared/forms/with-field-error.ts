import type { FormErrors } from '@mantine/form';

/**
 * A form's errors with `message` on `field`, unless the contract named a problem there first (its
 * message is the more basic one: not an amount before outside the limits). Errors still on their
 * way (the contract schema loading) are waited for.
 */
export function withFieldError(
  errors: FormErrors | Promise<FormErrors>,
  field: string,
  message: string | null,
): FormErrors | Promise<FormErrors> {
  if (!message) return errors;
  const add = (found: FormErrors) => ({ [field]: message, ...found });
  return errors instanceof Promise ? errors.then(add) : add(errors);
}
