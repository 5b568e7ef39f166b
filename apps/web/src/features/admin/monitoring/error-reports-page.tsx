import type { ErrorReport, ErrorReportLevel } from '@invest/contracts';
import { Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/date-time';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ClockIcon } from '../../../shared/ui/icons';
import { ListSkeleton } from '../../../shared/ui/list-skeleton';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryError } from '../../../shared/ui/query-error';
import { ReflowCell, ReflowTable, ReflowTitle } from '../../../shared/ui/reflow-table';
import { type BadgeTone, ToneBadge } from '../../../shared/ui/tone-badge';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { useErrorReportsInfiniteQuery } from './error-reports.api';

const levelTones: Partial<Record<ErrorReportLevel, BadgeTone>> = {
  fatal: 'negative',
  error: 'negative',
  warning: 'caution',
};

function LevelBadge({ level }: { level: ErrorReportLevel }) {
  const { t } = useTranslation();
  return <ToneBadge tone={levelTones[level] ?? 'neutral'}>{t(`admin.errorReports.levels.${level}`)}</ToneBadge>;
}

/** Text a browser sent, shown as text whatever it holds (a page address is not made a link). */
function SentText({ children }: { children: string | null }) {
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      {children ?? '—'}
    </Text>
  );
}

function ReportRow({ report, labels }: { report: ErrorReport; labels: string[] }) {
  return (
    <Table.Tr>
      <ReflowTitle style={{ whiteSpace: 'nowrap' }}>{formatDateTime(report.received_at)}</ReflowTitle>
      <ReflowCell label={labels[1] ?? ''}>
        <LevelBadge level={report.level} />
      </ReflowCell>
      <ReflowCell label={labels[2] ?? ''} isLong>
        <SentText>{report.message}</SentText>
      </ReflowCell>
      <ReflowCell label={labels[3] ?? ''} isLong>
        <SentText>{report.url}</SentText>
      </ReflowCell>
      <ReflowCell label={labels[4] ?? ''}>
        <SentText>{report.release}</SentText>
      </ReflowCell>
    </Table.Tr>
  );
}

/**
 * `/admin/error-reports`: the web app's error reports kept for a domain without an error-reporting
 * service (SPEC 7, the /monitoring tunnel), newest first, more on demand.
 */
export function ErrorReportsPage() {
  const { t } = useTranslation();
  usePageTitle(t('admin.errorReports.pageTitle'));
  const reports = useErrorReportsInfiniteQuery();
  const items = reports.data?.pages.flatMap((page) => page.items) ?? [];
  const labels = [
    t('admin.errorReports.time'),
    t('admin.errorReports.level'),
    t('admin.errorReports.message'),
    t('admin.errorReports.url'),
    t('admin.errorReports.release'),
  ];

  return (
    <>
      <PageHeader title={t('admin.errorReports.title')} description={t('admin.errorReports.description')} />
      {reports.isLoading ? <ListSkeleton /> : null}
      {reports.isError && !reports.data ? (
        <QueryError error={reports.error} onRetry={() => void reports.refetch()} />
      ) : null}
      {reports.data && items.length === 0 ? (
        <EmptyState icon={<ClockIcon />}>{t('admin.errorReports.empty')}</EmptyState>
      ) : null}
      {items.length > 0 ? (
        <Stack gap="md">
          <Paper withBorder>
            <ReflowTable
              labels={labels}
              reflowBelow="md"
              verticalSpacing="sm"
              highlightOnHover
              aria-label={t('admin.errorReports.listLabel')}
            >
              {items.map((report) => (
                <ReportRow key={report.id} report={report} labels={labels} />
              ))}
            </ReflowTable>
          </Paper>
          {reports.isFetchNextPageError ? (
            <QueryError error={reports.error} onRetry={() => void reports.fetchNextPage()} />
          ) : null}
          <Group justify="center">
            {reports.hasNextPage ? (
              <Button
                variant="default"
                loading={reports.isFetchingNextPage}
                onClick={() => void reports.fetchNextPage()}
              >
                {t('admin.errorReports.loadMore')}
              </Button>
            ) : (
              <Text size="sm" c="dimmed" role="status">
                {t('admin.errorReports.allShown', { count: items.length })}
              </Text>
            )}
          </Group>
        </Stack>
      ) : null}
    </>
  );
}
