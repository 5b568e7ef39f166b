import type { Offering } from '@invest/contracts';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MailIcon } from '../../shared/ui/icons';
import { useSetOfferingNotifyMutation } from './offering-extras.api';

/**
 * "Notify me" on an upcoming offering: a toggle (aria-pressed) for one mail when it opens. It shows
 * nothing for an offering in any other state. `onChange` gets the offering as the server answered it.
 */
export function NotifyMeButton({
  offering,
  onChange,
}: {
  offering: Offering;
  onChange?: (offering: Offering) => void;
}) {
  const { t } = useTranslation();
  const [setNotify, { isLoading }] = useSetOfferingNotifyMutation();
  const [isNotify, setIsNotify] = useState(offering.is_notify);
  if (offering.state !== 'upcoming') return null;

  const toggle = async () => {
    const updated = await setNotify({ id: offering.id, notify: !isNotify })
      .unwrap()
      .catch(() => null);
    if (!updated) return;
    setIsNotify(updated.is_notify);
    onChange?.(updated);
    notifications.show({ message: updated.is_notify ? t('offeringExtras.notifyOn') : t('offeringExtras.notifyOff') });
  };

  return (
    <Button
      variant={isNotify ? 'light' : 'outline'}
      leftSection={<MailIcon size={16} aria-hidden="true" />}
      aria-pressed={isNotify}
      loading={isLoading}
      onClick={() => void toggle()}
    >
      {isNotify ? t('offeringExtras.notifying') : t('offeringExtras.notifyMe')}
    </Button>
  );
}
