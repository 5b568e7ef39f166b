import type { RangeInsights } from '@invest/contracts';
import { Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/date-time';
import { formatMoney, formatSignedMoney } from '../../shared/format/money';
import { ListPager } from '../../shared/ui/list-pager';
import { ReflowCell, ReflowTable, ReflowTitle } from '../../shared/ui/reflow-table';
import { SectionCard } from '../../shared/ui/section-card';
import { WhenLoaded } from '../../shared/ui/when-loaded';
import { useLedgerReportQuery } from './reports.api';
import classes from './reports.module.css';

const pageSize = 20;

/**
 * The ledger's movements of the period (GET reports/ledger), newest first, a page at a time: the first
 * page's snapshot is kept for the next ones, so a movement arriving meanwhile shifts nothing.
 */
export function LedgerSection({ period }: { period: Pick<RangeInsights, 'from' | 'to'> }) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState<{ key: string; page: number; snapshot?: string }>({ key: '', page: 1 });
  const key = `${period.from}/${period.to}`;
  const page = paging.key === key ? paging : { key, page: 1 };
  const ledger = useLedgerReportQuery({
    from: period.from,
    to: period.to,
    page: page.page,
    limit: pageSize,
    ...(page.snapshot ? { snapshot: page.snapshot } : {}),
  });
  const labels = [
    t('reportsPage.ledger.time'),
    t('reportsPage.ledger.movement'),
    t('reportsPage.ledger.asset'),
    t('reportsPage.ledger.amount'),
    t('reportsPage.ledger.balance'),
    t('reportsPage.ledger.reference'),
  ];
  return (
    <SectionCard
      id="ledger-title"
      title={t('reportsPage.ledger.title')}
      description={t('reportsPage.ledger.description')}
    >
      <WhenLoaded query={ledger}>
        {(list) =>
          list.total === 0 ? (
            <Text c="dimmed" size="sm">
              {t('reportsPage.ledger.empty')}
            </Text>
          ) : (
            <Stack gap="sm">
              <ReflowTable labels={labels} reflowBelow="md" aria-label={t('reportsPage.ledger.caption')}>
                {list.items.map((item) => (
                  <Table.Tr key={item.id}>
                    <ReflowTitle fw={400} className={classes.numeric}>
                      {formatDateTime(item.time)}
                    </ReflowTitle>
                    <ReflowCell label={labels[1] ?? ''}>{item.description}</ReflowCell>
                    <ReflowCell label={labels[2] ?? ''}>{item.asset}</ReflowCell>
                    <ReflowCell label={labels[3] ?? ''} className={classes.numeric}>
                      {formatSignedMoney(item.amount, item.asset, true)}
                    </ReflowCell>
                    <ReflowCell label={labels[4] ?? ''} className={classes.numeric}>
                      {formatMoney(item.balance_after, item.asset)}
                    </ReflowCell>
                    <ReflowCell label={labels[5] ?? ''}>
                      <Text span size="xs" ff="monospace" title={item.reference}>
                        {item.reference.slice(0, 8)}
                      </Text>
                    </ReflowCell>
                  </Table.Tr>
                ))}
              </ReflowTable>
              <ListPager
                list={list}
                label={t('reportsPage.ledger.pages')}
                range={(shown) => t('reportsPage.ledger.range', shown)}
                onChange={(next) => setPaging({ key, page: next, snapshot: list.snapshot })}
              />
            </Stack>
          )
        }
      </WhenLoaded>
    </SectionCard>
  );
}
