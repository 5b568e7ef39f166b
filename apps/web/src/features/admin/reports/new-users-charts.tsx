import '@mantine/charts/styles.css';
import type { NewUsersReport } from '@invest/contracts';
import { BarChart } from '@mantine/charts';
import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartDataTable } from '../console/chart-data-table';

function ChartSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" withBorder p="lg" aria-labelledby={id}>
      <Stack gap="md">
        <Title order={2} fz="lg" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** The range's sign-ups, a bar per day. */
export function SignupsPerDayChart({ report }: { report: NewUsersReport }) {
  const { t } = useTranslation();
  return (
    <ChartSection id="signups-per-day-title" title={t('admin.reports.newUsers.perDayTitle')}>
      <div aria-hidden="true">
        <BarChart
          accessibilityLayer={false}
          h={240}
          data={report.days}
          dataKey="date"
          series={[{ name: 'signups', label: t('admin.reports.newUsers.signups'), color: 'var(--app-primary)' }]}
          yAxisProps={{ allowDecimals: false, width: 40 }}
          xAxisProps={{ tickFormatter: (date: string) => date.slice(5) }}
        />
      </div>
      <ChartDataTable
        caption={t('admin.reports.newUsers.perDayTable')}
        headers={[t('admin.reports.newUsers.day'), t('admin.reports.newUsers.signups')]}
        rows={report.days.map((day) => ({ key: day.date, cells: [day.date, day.signups] }))}
      />
    </ChartSection>
  );
}

/** A share of the sign-ups as a whole percentage ("40 %"), a dash when nobody signed up. */
export const shareOf = (count: number, signups: number) =>
  signups === 0 ? '—' : `${Math.round((count / signups) * 100)} %`;

/** How far the range's users got: a bar per step, in the domain's order, from the sign-ups down. */
export function FunnelChart({ report }: { report: NewUsersReport }) {
  const { t } = useTranslation();
  const stepName = (step: string) => t(`admin.reports.newUsers.steps.${step}`, { defaultValue: step });
  const stages = [
    { key: 'signups', label: t('admin.reports.newUsers.signups'), count: report.signups },
    ...report.funnel.map((stage) => ({ key: stage.step, label: stepName(stage.step), count: stage.completed })),
    { key: 'completed', label: t('admin.reports.newUsers.completed'), count: report.registration_completed },
  ];
  return (
    <ChartSection id="funnel-title" title={t('admin.reports.newUsers.funnelTitle')}>
      <div aria-hidden="true">
        <BarChart
          accessibilityLayer={false}
          h={stages.length * 32 + 40}
          orientation="vertical"
          data={stages.map((stage) => ({ stage: stage.label, users: stage.count }))}
          dataKey="stage"
          series={[{ name: 'users', label: t('admin.reports.newUsers.usersCompleted'), color: 'var(--app-primary)' }]}
          yAxisProps={{ width: 170 }}
          xAxisProps={{ allowDecimals: false }}
        />
      </div>
      <ChartDataTable
        caption={t('admin.reports.newUsers.funnelTable')}
        headers={[
          t('admin.reports.newUsers.step'),
          t('admin.reports.newUsers.usersCompleted'),
          t('admin.reports.newUsers.share'),
        ]}
        rows={stages.map((stage) => ({
          key: stage.key,
          cells: [stage.label, stage.count, shareOf(stage.count, report.signups)],
        }))}
      />
    </ChartSection>
  );
}
