import { Breadcrumbs, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import layoutClasses from '../../../app/layout/layout.module.css';
import { formatMoney } from '../../../shared/format/money';
import { ReturnFigure } from '../../dashboard';

/** An example portfolio, a day up and overall down, so both of the theme's colours for returns show. */
const example = {
  value: '48210.55',
  todayReturn: { amount: '312.40', percent: '0.65' },
  totalReturn: { amount: '-1789.45', percent: '-3.58' },
};

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** The top of the dashboard as an investor sees it: navigation, greeting and the portfolio's headline figures. */
export function PreviewDashboard() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Group gap={4} wrap="wrap">
        <span className={layoutClasses.navLink} aria-current="page">
          {t('nav.dashboard')}
        </span>
        <span className={layoutClasses.navLink}>{t('nav.funding')}</span>
        <span className={layoutClasses.navLink}>{t('nav.trading')}</span>
      </Group>
      <Breadcrumbs>
        <span>{t('nav.dashboard')}</span>
        <span aria-current="page">{t('dashboard.portfolio.title')}</span>
      </Breadcrumbs>
      <Stack gap={4}>
        <Title order={3} fz={24}>
          {t('dashboard.greeting', { name: 'Ada' })}
        </Title>
        <Text c="dimmed" size="sm">
          {t('dashboard.subtitle')}
        </Text>
      </Stack>
      <Paper withBorder p="lg">
        <Stack gap="md">
          <Title order={4} fz="lg">
            {t('dashboard.portfolio.title')}
          </Title>
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              {t('dashboard.portfolio.value')}
            </Text>
            <Text fz={28} fw={700}>
              {formatMoney(example.value, 'USD')} USD
            </Text>
          </Stack>
          <SimpleGrid cols={2} spacing="md">
            <Figure label={t('dashboard.portfolio.todayReturn')}>
              <ReturnFigure value={example.todayReturn} size="sm" fw={600} />
            </Figure>
            <Figure label={t('dashboard.portfolio.totalReturn')}>
              <ReturnFigure value={example.totalReturn} size="sm" fw={600} />
            </Figure>
          </SimpleGrid>
          <Group gap="xs">
            <Button size="sm">{t('dashboard.portfolio.fund')}</Button>
            <Button size="sm" variant="default">
              {t('dashboard.portfolio.trade')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
