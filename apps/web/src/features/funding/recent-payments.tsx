import type { FundingMethod, Payment } from '@invest/contracts';
import { Anchor, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../shared/format/date-time';
import { formatMoney } from '../../shared/format/money';
import { ReflowCell, ReflowTable, ReflowTitle } from '../../shared/ui/reflow-table';
import { WhenLoaded } from '../../shared/ui/when-loaded';
import { usePaymentsQuery } from './funding.api';
import { FundingSection } from './funding-screen';
import { PaymentStatusWithReason, useMethodName, usePaymentColumns } from './payment-labels';

const shown = 5;
const numeric = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/**
 * The latest deposits by one method, newest first, each status kept live by the screen's payment
 * feed; `action` offers, under a deposit's status, what may be done with it (ask for a review).
 */
export function RecentPayments({
  method,
  action,
}: {
  method: FundingMethod;
  action?: (payment: Payment) => ReactNode;
}) {
  const { t } = useTranslation();
  const methodName = useMethodName()(method);
  const payments = usePaymentsQuery({ page: 1, limit: shown, direction: 'deposit', method });
  const title = t('funding.recent.title', { method: methodName });
  const { date, amount, fee, status } = usePaymentColumns();
  const columns = { date, amount, fee, status };
  return (
    <FundingSection
      title={title}
      aside={
        <Anchor component={Link} to="/funding/history" size="sm">
          {t('funding.recent.all')}
        </Anchor>
      }
    >
      <WhenLoaded query={payments}>
        {({ items }) =>
          items.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('funding.recent.empty', { method: methodName })}
            </Text>
          ) : (
            <ReflowTable reflowBelow="sm" labels={Object.values(columns)} verticalSpacing="xs" aria-label={title}>
              {items.map((payment) => (
                <Table.Tr key={payment.id}>
                  <ReflowTitle fw={400} style={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(payment.created_at)}
                  </ReflowTitle>
                  <ReflowCell label={columns.amount} ta="right" style={numeric}>
                    {formatMoney(payment.amount, payment.asset)} {payment.asset}
                  </ReflowCell>
                  <ReflowCell label={columns.fee} ta="right" style={numeric}>
                    {formatMoney(payment.fee, payment.asset)}
                  </ReflowCell>
                  <ReflowCell label={columns.status}>
                    <Stack gap={6} align="flex-start">
                      <PaymentStatusWithReason payment={payment} />
                      {action?.(payment)}
                    </Stack>
                  </ReflowCell>
                </Table.Tr>
              ))}
            </ReflowTable>
          )
        }
      </WhenLoaded>
    </FundingSection>
  );
}
