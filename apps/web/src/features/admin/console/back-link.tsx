import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../shared/ui/icons';

/** The way back from one item of the console to the list it belongs to, above the item's page. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Group mb="md">
      <Anchor component={Link} to={to} size="sm">
        <Group gap={4} wrap="nowrap">
          <ChevronRightIcon size={14} style={{ transform: 'rotate(180deg)' }} />
          {label}
        </Group>
      </Anchor>
    </Group>
  );
}
