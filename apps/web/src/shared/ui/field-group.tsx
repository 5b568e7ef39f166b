import { Fieldset, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Controls that answer one question together (a segmented choice, a row of switches), under a label
 * that looks like an input's and is announced as the group's legend.
 */
export function FieldGroup({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Fieldset
      variant="unstyled"
      legend={
        <Text span size="sm" fw={500}>
          {label}
        </Text>
      }
    >
      {children}
    </Fieldset>
  );
}
