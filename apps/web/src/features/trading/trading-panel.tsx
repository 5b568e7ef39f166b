import { Group, Paper, type PaperProps, Stack, type StackProps, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface TradingPanelProps {
  titleId: string;
  title: string;
  /** A control beside the title: a view switch, a filter. */
  aside?: ReactNode;
  gap?: StackProps['gap'];
  /** The panel's height, `100%` to fill its row of the trading screen. */
  h?: PaperProps['h'];
  children: ReactNode;
}

/** One titled panel of the trading screen. */
export function TradingPanel({ titleId, title, aside, gap = 'xs', h, children }: TradingPanelProps) {
  const heading = (
    <Title order={2} fz="md" id={titleId}>
      {title}
    </Title>
  );
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId} h={h}>
      <Stack gap={gap}>
        {aside ? (
          <Group justify="space-between" gap="xs">
            {heading}
            {aside}
          </Group>
        ) : (
          heading
        )}
        {children}
      </Stack>
    </Paper>
  );
}
