import { Button, Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../shared/ui/empty-state';
import { FileIcon } from '../../shared/ui/icons';
import { PageHeader } from '../../shared/ui/page-header';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { WhenLoaded } from '../../shared/ui/when-loaded';
import { AllocationSection } from './allocation-section';
import { LedgerSection } from './ledger-section';
import { RangePicker } from './range-picker';
import { type RangeChoice, type RangeQuery, rangeQueryOf, utcToday } from './report-range';
import { useInsightsQuery, useRangeInsightsQuery, useTradeSummaryQuery } from './reports.api';
import { StatementsSection } from './statements-section';
import { SuitabilitySection } from './suitability-section';
import { SummaryCards } from './summary-cards';
import { TradeSummarySection } from './trade-summary-section';
import { ValueSection } from './value-section';

/** The period's figures, chart, trades and ledger, once the period is one the server takes. */
function PeriodReports({ query }: { query: RangeQuery }) {
  const rangeInsights = useRangeInsightsQuery(query);
  const tradeSummary = useTradeSummaryQuery(query);
  return (
    <WhenLoaded query={rangeInsights}>
      {(insights) => (
        <Stack gap={24}>
          <SummaryCards insights={insights} />
          <ValueSection insights={insights} />
          <WhenLoaded query={tradeSummary}>{(summary) => <TradeSummarySection summary={summary} />}</WhenLoaded>
          <LedgerSection period={insights} />
        </Stack>
      )}
    </WhenLoaded>
  );
}

/**
 * `/reports`: the investor's reports (SPEC 7 Reports): the figures of a period (a named range or custom
 * days), its value over time, the allocation now, the trades and ledger of the period, the monthly
 * statements and the suitability answers to download. An investor with nothing yet is shown where to start.
 */
export function ReportsPage() {
  const { t } = useTranslation();
  usePageTitle(t('reportsPage.pageTitle'));
  const today = utcToday();
  const [choice, setChoice] = useState<RangeChoice>({ range: '1M', from: '', to: today });
  const [query, setQuery] = useState<RangeQuery>({ range: '1M' });
  const checked = rangeQueryOf(choice, today);
  const insights = useInsightsQuery();

  const choose = (next: RangeChoice) => {
    setChoice(next);
    const result = rangeQueryOf(next, today);
    if ('query' in result) setQuery(result.query);
  };

  return (
    <>
      <PageHeader title={t('reportsPage.title')} description={t('reportsPage.description')} />
      <Stack gap={24}>
        <WhenLoaded query={insights}>
          {(now) =>
            now.since === null ? (
              <EmptyState
                icon={<FileIcon size={24} />}
                action={
                  <Button component={Link} to="/funding">
                    {t('reportsPage.fund')}
                  </Button>
                }
              >
                {t('reportsPage.empty')}
              </EmptyState>
            ) : (
              <Stack gap={24}>
                <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
                  <RangePicker
                    choice={choice}
                    problem={'problem' in checked ? checked.problem : null}
                    today={today}
                    onChange={choose}
                  />
                </Paper>
                <PeriodReports query={query} />
                <AllocationSection insights={now} />
              </Stack>
            )
          }
        </WhenLoaded>
        <StatementsSection />
        <SuitabilitySection />
      </Stack>
    </>
  );
}
