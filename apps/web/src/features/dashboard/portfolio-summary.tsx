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

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

function SummaryFigures({ portfolio }: { portfolio: Portfolio }) {
  const { t } = useTranslation();
  const { totals } = portfolio;
  return (
    <Stack gap="lg">
      <Stack gap={0}>
        <Text size="sm" c="dimmed">
          {t('dashboard.portfolio.value')}
        </Text>
        <Text fz={{ base: 28, sm: 34 }} fw={700} className={classes.numeric} data-testid="portfolio-value">
          {formatMoney(totals.value, 'USD')} USD
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="lg" verticalSpacing="md">
        <Figure label={t('dashboard.portfolio.todayReturn')}>
          <ReturnFigure value={totals.today_return} size="sm" fw={600} />
        </Figure>
        <Figure label={t('dashboard.portfolio.totalReturn')}>
          <ReturnFigure value={totals.total_return} size="sm" fw={600} />
        </Figure>
        <Figure label={t('dashboard.portfolio.netDeposits')}>
          <Text size="sm" fw={600} className={classes.numeric}>
            {formatSignedMoney(totals.net_deposits, 'USD')} USD
          </Text>
        </Figure>
        <Figure label={t('dashboard.portfolio.cash')}>
          <Text size="sm" fw={600} className={classes.numeric}>
            {formatMoney(totals.cash_value, 'USD')} USD
          </Text>
        </Figure>
        <Figure label={t('dashboard.portfolio.buyingPower')}>
          <Text size="sm" fw={600} className={classes.numeric}>
            {formatMoney(portfolio.buying_power, 'USD')} USD
          </Text>
        </Figure>
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('dashboard.portfolio.method')}
      </Text>
    </Stack>
  );
}

function SummarySkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" aria-busy="true" role="status" aria-label={t('dashboard.portfolio.loading')}>
      <Skeleton height={40} width="45%" />
      <Skeleton height={48} />
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
        {portfolio.data ? (
          <SummaryFigures portfolio={portfolio.data} />
        ) : portfolio.isError ? (
          <QueryError error={portfolio.error} onRetry={() => void portfolio.refetch()} />
        ) : (
          <SummarySkeleton />
        )}
      </Stack>
    </Paper>
  );
}
