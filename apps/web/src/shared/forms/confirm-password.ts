import type { FormErrors } from '@mantine/form';

/** Adds the check that the "confirm password" field repeats the new password to a form's other errors. */
export function withConfirmPassword(
  errors: FormErrors | Promise<FormErrors>,
  values: { password: string; confirm_password: string },
  message: string,
): FormErrors | Promise<FormErrors> {
  const mismatch: FormErrors = values.confirm_password === values.password ? {} : { confirm_password: message };
  return errors instanceof Promise ? errors.then((found) => ({ ...found, ...mismatch })) : { ...errors, ...mismatch };
}
