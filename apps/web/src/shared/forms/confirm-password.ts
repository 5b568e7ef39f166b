import type { FormErrors } from '@mantine/form';

/** The "confirm password" field must repeat the new password. */
export function confirmPasswordErrors(
  values: { password: string; confirm_password: string },
  message: string,
): FormErrors {
  return values.confirm_password === values.password ? {} : { confirm_password: message };
}
