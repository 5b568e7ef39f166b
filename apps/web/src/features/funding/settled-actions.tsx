import type { Payment } from '@invest/contracts';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * What a settled payment leads to: another payment (first when it failed) or the balance (first
 * when it completed). Nothing while the payment is under way.
 */
export function SettledActions({
  payment,
  another,
  onAnother,
}: {
  payment: Payment;
  another: string;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  if (payment.status === 'PENDING') return null;
  const hasFailed = payment.status === 'FAILED';
  return (
    <>
      <Button onClick={onAnother} variant={hasFailed ? 'filled' : 'default'}>
        {another}
      </Button>
      <Button component={Link} to="/dashboard" variant={hasFailed ? 'default' : 'filled'}>
        {t('funding.card.toDashboard')}
      </Button>
    </>
  );
}
