import type { Subscription } from '@invest/contracts';
import { Button, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/api/api-error';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { formatOfferingAmount } from './offering-amount';
import { useCancelSubscriptionMutation } from './offerings.api';

/** Cancels a commitment after a confirmation that says what becomes available again. */
export function CancelCommitmentButton({ commitment }: { commitment: Subscription }) {
  const { t } = useTranslation();
  const [opened, dialog] = useDisclosure(false);
  const [cancel, { isLoading, error, reset }] = useCancelSubscriptionMutation();
  const close = () => {
    reset();
    dialog.close();
  };
  const confirm = async () => {
    await cancel(commitment.id).unwrap();
    dialog.close();
    notifications.show({ color: 'teal', message: t('offerings.investments.cancelled') });
  };
  return (
    <>
      <Button size="xs" variant="default" color="red" onClick={dialog.open}>
        {t('offerings.investments.cancel')}
      </Button>
      <ConfirmDialog
        opened={opened}
        onClose={close}
        onConfirm={() => void confirm().catch(() => undefined)}
        title={t('offerings.investments.cancelTitle', { name: commitment.offering_name })}
        cancelLabel={t('offerings.investments.keep')}
        confirmLabel={t('offerings.investments.confirmCancel')}
        confirmColor="red"
        isConfirming={isLoading}
        error={isApiError(error) ? error.message : null}
      >
        <Text size="sm">
          {t('offerings.investments.cancelBody', {
            amount: formatOfferingAmount(commitment.amount),
            asset: commitment.quote_asset,
          })}
        </Text>
      </ConfirmDialog>
    </>
  );
}
