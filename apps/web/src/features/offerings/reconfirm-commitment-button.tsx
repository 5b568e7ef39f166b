import type { Subscription } from '@invest/contracts';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/api/api-error';
import { useReconfirmSubscriptionMutation } from './offerings.api';

/** Keeps a commitment under an offering's changed terms; without it the commitment lapses and its money comes back. */
export function ReconfirmCommitmentButton({ commitment }: { commitment: Subscription }) {
  const { t } = useTranslation();
  const [reconfirm, { isLoading }] = useReconfirmSubscriptionMutation();
  const confirm = async () => {
    try {
      await reconfirm(commitment.id).unwrap();
      notifications.show({ color: 'teal', message: t('offerings.investments.reconfirmed') });
    } catch (error) {
      if (isApiError(error)) notifications.show({ color: 'red', message: error.message });
    }
  };
  return (
    <Button size="xs" onClick={() => void confirm()} loading={isLoading}>
      {t('offerings.investments.reconfirm')}
    </Button>
  );
}
