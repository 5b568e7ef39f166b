import type { RangeInsights } from '@invest/contracts';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatSignedMoney } from '../../shared/format/money';
import { directionOf, formatSignedPercent } from '../../shared/format/signed';
import { DirectionIcon } from '../../shared/ui/direction-icon';
import classes from './reports.module.css';

function Card({ label, children, note }: { label: string; children: ReactNode; note?: string }) {
  return (
    <Paper withBorder p="md">
      <Stack gap={4}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: '0.04em' }}>
          {label}
        </Text>
        <Text fz="xl" fw={700} className={classes.numeric} component="div">
          {children}
        </Text>
        {note ? (
          <Text size="xs" c="dimmed">
            {note}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** A signed dollar amount with the triangle of its direction, so gains and losses never rely on colour. */
function Signed({ amount }: { amount: string }) {
  const { t } = useTranslation();
  return (
    <span className={classes.signed}>
      <DirectionIcon direction={directionOf(amount)} />
      {t('reportsPage.summary.amount', { amount: formatSignedMoney(amount, 'USD', true) })}
    </span>
  );
}

/** The period's figures (GET reports/range-insights): value, net deposits, profit and loss, return. */
export function SummaryCards({ insights }: { insights: RangeInsights }) {
  const { t } = useTranslation();
  const twr = insights.time_weighted_return;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="md">
      <Card
        label={t('reportsPage.summary.closingValue')}
        note={t('reportsPage.summary.openingValue', { amount: formatMoney(insights.opening_value, 'USD') })}
      >
        {t('reportsPage.summary.amount', { amount: formatMoney(insights.closing_value, 'USD') })}
      </Card>
      <Card label={t('reportsPage.summary.netDeposits')} note={t('reportsPage.summary.netDepositsHint')}>
        {t('reportsPage.summary.amount', { amount: formatSignedMoney(insights.net_deposits, 'USD') })}
      </Card>
      <Card label={t('reportsPage.summary.realized')}>
        <Signed amount={insights.realized_pnl} />
      </Card>
      <Card
        label={t('reportsPage.summary.unrealized')}
        note={t('reportsPage.summary.fees', { amount: formatMoney(insights.fees, 'USD') })}
      >
        <Signed amount={insights.unrealized_change} />
      </Card>
      <Card label={t('reportsPage.summary.twr')} note={t('reportsPage.summary.twrHint')}>
        {twr === null ? (
          t('reportsPage.summary.noReturn')
        ) : (
          <span className={classes.signed}>
            <DirectionIcon direction={directionOf(twr)} />
            {formatSignedPercent(twr)}
          </span>
        )}
      </Card>
    </SimpleGrid>
  );
}
