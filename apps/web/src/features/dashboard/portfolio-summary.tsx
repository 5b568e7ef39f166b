import type { Portfolio } from '@invest/contracts';
import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney, formatSignedMoney } from '../../shared/format/money';
import { QueryError } from '../../shared/ui/query-error';
import classes from './dashboard-page.module.css';
import { usePortfolioQuery } from './portfolio.api';
import { ReturnFigure } from './return-figure';

/** What the summary shows while the portfolio loads: its own layout, each figure under a skeleton. */
const loadingFigures: SummaryData = {
  buying_power: '0',
  totals: {
    value: '0',
    cash_value: '0',
    net_deposits: '0',
    today_return: { amount: '0', percent: null },
    total_return: { amount: '0', percent: null },
  },
};

type SummaryData = Pick<Portfolio, 'buying_power'> & {
  totals: Pick<Portfolio['totals'], 'value' | 'cash_value' | 'net_deposits' | 'today_return' | 'total_return'>;
};

function Figure({ label, loading, children }: { label: string; loading: boolean; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Skeleton visible={loading} width="fit-content" aria-hidden={loading || undefined}>
        {children}
      </Skeleton>
    </Stack>
  );
}

/**
 * The figures, or, while `portfolio` loads, the same layout with a skeleton over each figure, so the
 * sections below do not move when the numbers arrive.
 */
function SummaryFigures({ portfolio }: { portfolio: SummaryData | undefined }) {
  const { t } = useTranslation();
  const loading = portfolio === undefined;
  const { totals, buying_power } = portfolio ?? loadingFigures;
  return (
    <Stack
      gap="lg"
      aria-busy={loading || undefined}
      role={loading ? 'status' : undefined}
      aria-label={loading ? t('dashboard.portfolio.loading') : undefined}
    >
      <Stack gap={0}>
        <Text size="sm" c="dimmed">
          {t('dashboard.portfolio.value')}
        </Text>
        <Skeleton visible={loading} width="fit-content" aria-hidden={loading || undefined}>
          <Text
            fz={{ base: 28, sm: 34 }}
            fw={700}
            className={classes.numeric}
            data-testid={loading ? undefined : 'portfolio-value'}
          >
            {formatMoney(totals.value, 'USD')} USD
          </Text>
        </Skeleton>
      </Stack>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="lg" verticalSpacing="md">
        <Figure label={t('dashboard.portfolio.todayReturn')} loading={loading}>
          <ReturnFigure value={totals.today_return} size="sm" fw={600} />
        </Figure>
        <Figure label={t('dashboard.portfolio.totalReturn')} loading={loading}>
          <ReturnFigure value={totals.total_return} size="sm" fw={600} />
        </Figure>
        <Figure label={t('dashboard.portfolio.netDeposits')} loading={loading}>
          <Text size="sm" fw={600} className={classes.numeric}>
            {formatSignedMoney(totals.net_deposits, 'USD')} USD
          </Text>
        </Figure>
        <Figure label={t('dashboard.portfolio.cash')} loading={loading}>
          <Text size="sm" fw={600} className={classes.numeric}>
            {formatMoney(totals.cash_value, 'USD')} USD
          </Text>
        </Figure>
        <Figure label={t('dashboard.portfolio.buyingPower')} loading={loading}>
          <Text size="sm" fw={600} className={classes.numeric}>
            {formatMoney(buying_power, 'USD')} USD
          </Text>
        </Figure>
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('dashboard.portfolio.method')}
      </Text>
    </Stack>
  );
}

/** The home's headline: what the portfolio is worth, what it made today and overall, cash and buying power. */
export function PortfolioSummary() {
  const { t } = useTranslation();
  const portfolio = usePortfolioQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }} component="section" aria-labelledby="portfolio-title">
      <Stack gap="lg">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="lg" id="portfolio-title">
            {t('dashboard.portfolio.title')}
          </Title>
          <Group gap="xs">
            <Button component={Link} to="/funding" size="sm">
              {t('dashboard.portfolio.fund')}
            </Button>
            <Button component={Link} to="/trading" size="sm" variant="default">
              {t('dashboard.portfolio.trade')}
            </Button>
          </Group>
        </Group>
        {portfolio.isError && !portfolio.data ? (
          <QueryError error={portfolio.error} onRetry={() => void portfolio.refetch()} />
        ) : (
          <SummaryFigures portfolio={portfolio.data} />
        )}
      </Stack>
    </Paper>
  );
}
