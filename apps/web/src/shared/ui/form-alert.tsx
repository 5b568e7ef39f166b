import { Alert } from '@mantine/core';
import { AlertIcon } from './icons';

/** The message at the top of a form when a submission failed for a reason that is not a field's. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
      {message}
    </Alert>
  );
}
