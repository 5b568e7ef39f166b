import type { ReconciliationResult } from '@invest/contracts';
import { Alert, Button, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/date-time';
import { AlertIcon, CheckCircleIcon } from '../../../shared/ui/icons';
import { SectionCard } from '../../../shared/ui/section-card';
import { TableHead } from '../../../shared/ui/table-head';
import { WhenLoaded } from '../../../shared/ui/when-loaded';
import { useLatestReconciliationQuery, useRunReconciliationMutation } from './admin-reports.api';

function ResultView({ result }: { result: ReconciliationResult }) {
  const { t } = useTranslation();
  const ranAt = t('admin.reports.ledger.ranAt', {
    time: formatDateTime(result.ran_at),
    by: result.ran_by ?? t('admin.reports.ledger.ranBySomeone'),
    transactions: result.transactions,
    postings: result.postings,
    accounts: result.accounts,
  });
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {ranAt}
      </Text>
      {result.mismatch_count === 0 ? (
        <Alert color="green" variant="light" icon={<CheckCircleIcon />}>
          {t('admin.reports.ledger.balanced')}
        </Alert>
      ) : (
        <>
          <Alert color="red" variant="light" icon={<AlertIcon />}>
            {t('admin.reports.ledger.mismatches', { count: result.mismatch_count })}
          </Alert>
          <Table.ScrollContainer minWidth={600}>
            <Table aria-label={t('admin.reports.ledger.mismatchesTable')}>
              <TableHead
                labels={[
                  t('admin.reports.ledger.mismatchType'),
                  t('admin.reports.ledger.subject'),
                  t('admin.reports.ledger.detail'),
                ]}
              />
              <Table.Tbody>
                {result.mismatches.map((mismatch) => (
                  <Table.Tr key={`${mismatch.type}:${mismatch.subject}`}>
                    <Table.Td>{t(`admin.reports.ledger.mismatchTypes.${mismatch.type}`)}</Table.Td>
                    <Table.Td ff="monospace" fz="xs">
                      {mismatch.subject}
                    </Table.Td>
                    <Table.Td>{mismatch.detail}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}

/** The latest check that the domain's ledger adds up, and the button that runs one now. */
export function ReconciliationCard() {
  const { t } = useTranslation();
  const latest = useLatestReconciliationQuery();
  const [run, running] = useRunReconciliationMutation();
  const onRun = async () => {
    const done = await run()
      .unwrap()
      .catch(() => null);
    if (done) notifications.show({ color: 'green', message: t('admin.reports.ledger.finished') });
  };
  return (
    <SectionCard
      id="reconciliation-title"
      title={t('admin.reports.ledger.reconciliationTitle')}
      description={t('admin.reports.ledger.reconciliationDescription')}
      aside={
        <Button variant="default" loading={running.isLoading} onClick={() => void onRun()}>
          {t('admin.reports.ledger.runNow')}
        </Button>
      }
    >
      <WhenLoaded query={latest}>
        {({ result }) =>
          result ? (
            <ResultView result={result} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('admin.reports.ledger.neverRun')}
            </Text>
          )
        }
      </WhenLoaded>
    </SectionCard>
  );
}
