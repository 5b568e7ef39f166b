import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

/** A calm placeholder for a section with nothing to show yet. */
export function EmptyState({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'xl', sm: 48 }}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon variant="light" size={52} radius="xl">
          {icon}
        </ThemeIcon>
        <Text c="dimmed" maw={420}>
          {children}
        </Text>
      </Stack>
    </Paper>
  );
}
