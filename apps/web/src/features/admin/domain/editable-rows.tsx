import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { TrashIcon } from '../../../shared/ui/icons';

interface EditableRowsProps {
  count: number;
  /** What the domain has when the list is empty. */
  empty: string;
  addLabel: string;
  onAdd: () => void;
  children: ReactNode;
}

/** A list the administrator adds rows to and removes rows from, saying what an empty list means. */
export function EditableRows({ count, empty, addLabel, onAdd, children }: EditableRowsProps) {
  return (
    <Stack gap="sm">
      {count === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        children
      )}
      <Group>
        <Button variant="default" size="sm" onClick={onAdd}>
          {addLabel}
        </Button>
      </Group>
    </Stack>
  );
}

/** How far a labelled field's box starts below its row's top: where a row's button lines up with it. */
export const labelledFieldOffset = 26;

/** The button that takes one row out, named after the row; `mt` lines it up with labelled fields. */
export function RemoveRowButton({ label, onClick, mt }: { label: string; onClick: () => void; mt?: number }) {
  return (
    <ActionIcon variant="subtle" color="red" size="lg" onClick={onClick} aria-label={label} mt={mt}>
      <TrashIcon size={18} />
    </ActionIcon>
  );
}
