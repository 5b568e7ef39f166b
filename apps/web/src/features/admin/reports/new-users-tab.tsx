import type { NewUsersReport } from '@invest/contracts';
import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayRangeFields } from '../../../shared/ui/day-range-fields';
import { EmptyState } from '../../../shared/ui/empty-state';
import { FormAlert } from '../../../shared/ui/form-alert';
import { UsersIcon } from '../../../shared/ui/icons';
import { useFileDownload } from '../../../shared/ui/use-file-download';
import { WhenLoaded } from '../../../shared/ui/when-loaded';
import { type DayRange, useNewUsersFileMutation, useNewUsersReportQuery } from './admin-reports.api';
import { CsvDownloadButton } from './csv-download-button';
import { FunnelChart, SignupsPerDayChart, shareOf } from './new-users-charts';
import { checkDayRange, lastThirtyDays } from './new-users-range';

function Totals({ report }: { report: NewUsersReport }) {
  const { t } = useTranslation();
  const figures = [
    { label: t('admin.reports.newUsers.signups'), value: String(report.signups) },
    { label: t('admin.reports.newUsers.completed'), value: String(report.registration_completed) },
    {
      label: t('admin.reports.newUsers.completionRate'),
      value: shareOf(report.registration_completed, report.signups),
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {figures.map((figure) => (
        <Paper key={figure.label} withBorder p="md">
          <Text size="sm" c="dimmed">
            {figure.label}
          </Text>
          <Text fz={26} fw={600}>
            {figure.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function Report({ range }: { range: DayRange }) {
  const { t } = useTranslation();
  const report = useNewUsersReportQuery(range);
  return (
    <WhenLoaded query={report}>
      {(data) =>
        data.signups === 0 ? (
          <EmptyState icon={<UsersIcon size={24} />}>{t('admin.reports.newUsers.empty')}</EmptyState>
        ) : (
          <Stack gap="lg">
            <Totals report={data} />
            <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="lg">
              <SignupsPerDayChart report={data} />
              <FunnelChart report={data} />
            </SimpleGrid>
          </Stack>
        )
      }
    </WhenLoaded>
  );
}

/**
 * The new-users report: who signed up each day of the chosen days (the last 30 at first) and how
 * far they got through onboarding, with the range's users as a CSV file.
 */
export function NewUsersTab({ today }: { today: string }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState<DayRange>(() => lastThirtyDays(today));
  const [range, setRange] = useState<DayRange>(typed);
  const [fetchFile, file] = useNewUsersFileMutation();
  const { download, failure } = useFileDownload(t('admin.reports.downloadFailed'));
  const checked = checkDayRange(typed);
  const problem = 'problem' in checked ? checked.problem : null;
  const errorOn = (field: 'from' | 'to') =>
    problem?.field === field ? t(`admin.reports.newUsers.problems.${problem.reason}`) : undefined;

  const choose = (next: DayRange) => {
    setTyped(next);
    const result = checkDayRange(next);
    if ('range' in result) setRange(result.range);
  };

  return (
    <Stack gap="lg">
      <Paper withBorder p="md">
        <Group justify="space-between" align="flex-end" gap="md">
          <DayRangeFields
            range={typed}
            labels={{ from: t('admin.reports.newUsers.from'), to: t('admin.reports.newUsers.to') }}
            errors={{ from: errorOn('from'), to: errorOn('to') }}
            onChange={choose}
          />
          <CsvDownloadButton
            loading={file.isLoading}
            onClick={() => void download(() => fetchFile(range).unwrap(), `new-users-${range.from}-${range.to}.csv`)}
          />
        </Group>
        <Text size="xs" c="dimmed" mt="xs">
          {t('admin.reports.newUsers.rangeHint')}
        </Text>
        <FormAlert message={failure} />
      </Paper>
      <Report range={range} />
    </Stack>
  );
}
