import { Fieldset, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled part of a long form (the card, the billing address), its fields stacked under the title. */
export function FormSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Fieldset
      legend={
        <Text span fw={600}>
          {title}
        </Text>
      }
      variant="unstyled"
    >
      <Stack gap="md">{children}</Stack>
    </Fieldset>
  );
}
