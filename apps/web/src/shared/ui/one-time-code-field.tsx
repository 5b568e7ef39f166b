import { TextInput, type TextInputProps } from '@mantine/core';

/** A 6-digit code from an authenticator app or an email: the number pad on phones, the browser's code autofill. */
export function OneTimeCodeField(props: TextInputProps) {
  return <TextInput autoComplete="one-time-code" inputMode="numeric" maxLength={6} required {...props} />;
}
