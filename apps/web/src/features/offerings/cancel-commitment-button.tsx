import type { Subscription } from '@invest/contracts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/api/api-error';
import { FormAlert } from '../../shared/ui/form-alert';
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
      <Modal
        opened={opened}
        onClose={close}
        title={t('offerings.investments.cancelTitle', { name: commitment.offering_name })}
      >
        <Stack gap="md">
          <Text size="sm">
            {t('offerings.investments.cancelBody', {
              amount: formatOfferingAmount(commitment.amount),
              asset: commitment.quote_asset,
            })}
          </Text>
          <FormAlert message={isApiError(error) ? error.message : null} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} data-autofocus>
              {t('offerings.investments.keep')}
            </Button>
            <Button color="red" onClick={() => void confirm().catch(() => undefined)} loading={isLoading}>
              {t('offerings.investments.confirmCancel')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
