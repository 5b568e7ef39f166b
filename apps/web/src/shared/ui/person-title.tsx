import { Text } from '@mantine/core';
import { ReflowTitle } from './reflow-table';

/** A row's title that names a person: their name, and their email address under it. */
export function PersonTitle({ name, email }: { name: string; email: string }) {
  return (
    <ReflowTitle>
      <Text size="sm" fw={500}>
        {name}
      </Text>
      <Text size="xs" c="dimmed">
        {email}
      </Text>
    </ReflowTitle>
  );
}
