import type { Subscription } from '@invest/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/date-time';
import { formatOfferingAmount } from './offering-amount';

/**
 * What became of a commitment beyond its status: the shares allocated and the money returned once an
 * offering settled, or the time by which new terms must be reconfirmed.
 */
export function CommitmentOutcome({ commitment }: { commitment: Subscription }) {
  const { t } = useTranslation();
  const money = (decimal: string) => `${formatOfferingAmount(decimal)} ${commitment.quote_asset}`;
  const lines: string[] = [];
  if (commitment.status === 'needs_reconfirmation' && commitment.reconfirm_by) {
    lines.push(t('offerings.investments.reconfirmBy', { time: formatDateTime(commitment.reconfirm_by) }));
  }
  if (commitment.allocated_qty !== null) {
    lines.push(t('offerings.investments.allocated', { shares: formatOfferingAmount(commitment.allocated_qty) }));
  }
  if (commitment.refund !== null && Number(commitment.refund) > 0) {
    lines.push(t('offerings.investments.refunded', { amount: money(commitment.refund) }));
  }
  return lines.map((line) => (
    <Text key={line} size="xs" c="dimmed">
      {line}
    </Text>
  ));
}
