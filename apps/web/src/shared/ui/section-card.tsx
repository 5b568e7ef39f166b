import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SectionCardProps {
  id: string;
  title: string;
  description?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}

/** One titled section of a page: the account pages, the checklist, the administrator's review. */
export function SectionCard({ id, title, description, aside, children }: SectionCardProps) {
  return (
    <Paper component="section" withBorder p={{ base: 'lg', sm: 'xl' }} aria-labelledby={id}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ flex: 1, minWidth: 220 }}>
            <Title order={2} fz="lg" id={id}>
              {title}
            </Title>
            {description ? (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            ) : null}
          </Stack>
          {aside}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
