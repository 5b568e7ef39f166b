import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

/** A calm placeholder for a section with nothing to show yet, and what to do about it if anything. */
export function EmptyState({ icon, children, action }: { icon: ReactNode; children: ReactNode; action?: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'xl', sm: 48 }}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon variant="light" size={52} radius="xl">
          {icon}
        </ThemeIcon>
        <Text c="dimmed" maw={420}>
          {children}
        </Text>
        {action}
      </Stack>
    </Paper>
  );
}
