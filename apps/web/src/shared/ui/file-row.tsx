import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { FileIcon } from './icons';

/** One file of a list: its icon, title and a line about it, with its actions at the end; an <li>. */
export function FileRow({ title, meta, children }: { title: string; meta: string; children: ReactNode }) {
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <FileIcon size={22} aria-hidden="true" />
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} truncate>
            {title}
          </Text>
          <Text size="xs" c="dimmed">
            {meta}
          </Text>
        </div>
      </Group>
      <Group gap="xs" wrap="nowrap">
        {children}
      </Group>
    </Group>
  );
}
