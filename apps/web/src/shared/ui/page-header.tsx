import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The title block at the top of a signed-in page. */
export function PageHeader({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <Stack gap={6} mb={32}>
      <Title order={1} fz={{ base: 26, sm: 32 }} lh={1.2} style={{ letterSpacing: '-0.01em' }}>
        {title}
      </Title>
      {description ? <Text c="dimmed">{description}</Text> : null}
    </Stack>
  );
}
