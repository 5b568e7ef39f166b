import type { InvestorOffering } from '@invest/contracts';
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ClockIcon } from '../../shared/ui/icons';
import { offeringCountdown } from './offering-figures';

/** "12 days left" while it is open, "Opens in 3 days" before, "Closed" after. */
export function OfferingCountdown({ offering }: { offering: InvestorOffering }) {
  const { t } = useTranslation();
  const countdown = offeringCountdown(offering, new Date());
  const text = !countdown
    ? t('offerings.card.closed')
    : countdown.kind === 'opens'
      ? t('offerings.card.opensIn', { count: countdown.days })
      : t('offerings.card.daysLeft', { count: countdown.days });
  return (
    <Group gap={6} c="dimmed">
      <ClockIcon size={16} />
      <Text size="sm">{text}</Text>
    </Group>
  );
}
