import { Button, Group, type MantineColor, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from './form-alert';

export interface ConfirmDialogProps {
  opened: boolean;
  title: ReactNode;
  /** What confirming does, in a sentence or more. */
  children?: ReactNode;
  /** SPEC 8 dialog defaults: confirm "OK", cancel "Cancel". */
  confirmLabel?: string;
  cancelLabel?: string;
  /** The confirming button's colour, red for what cannot be undone. */
  confirmColor?: MantineColor;
  isConfirming?: boolean;
  /** Why the last attempt was refused; the dialog stays open to try again or cancel. */
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asks before an action (SPEC 8 dialogs). The safe choice has the focus when the dialog opens, so
 * Enter cancels and never confirms by itself; Escape and the close button cancel too.
 */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  cancelLabel,
  confirmColor,
  isConfirming = false,
  error = null,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <Stack gap="md">
        {children}
        <FormAlert message={error} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {cancelLabel ?? t('common.cancel')}
          </Button>
          <Button color={confirmColor} onClick={onConfirm} loading={isConfirming}>
            {confirmLabel ?? t('common.ok')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
