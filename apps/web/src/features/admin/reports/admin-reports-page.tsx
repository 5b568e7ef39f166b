import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../shared/ui/page-header';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { LedgerTab } from './ledger-tab';
import { NewUsersTab } from './new-users-tab';
import { SuitabilityTab } from './suitability-tab';

const tabs = ['newUsers', 'ledger', 'suitability'] as const;
type ReportTab = (typeof tabs)[number];

const isTab = (value: string | null): value is ReportTab => tabs.some((tab) => tab === value);

/** Today as the server counts days: in UTC. */
const utcToday = () => new Date().toISOString().slice(0, 10);

/**
 * `/admin/reports`: the administrators' reports in tabs (the open one in `?tab=`): new users with
 * their sign-ups per day and onboarding funnel, the domain's ledger with its reconciliation, and the
 * investors' suitability files; each list downloads as a file.
 */
export function AdminReportsPage() {
  const { t } = useTranslation();
  usePageTitle(t('admin.reports.pageTitle'));
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab');
  const active: ReportTab = isTab(requested) ? requested : 'newUsers';
  return (
    <>
      <PageHeader title={t('admin.reports.title')} description={t('admin.reports.description')} />
      <Tabs value={active} onChange={(tab) => setSearch(tab && tab !== 'newUsers' ? { tab } : {})} keepMounted={false}>
        <Tabs.List aria-label={t('admin.reports.tabsLabel')} mb="lg">
          {tabs.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`admin.reports.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="newUsers">
          <NewUsersTab today={utcToday()} />
        </Tabs.Panel>
        <Tabs.Panel value="ledger">
          <LedgerTab />
        </Tabs.Panel>
        <Tabs.Panel value="suitability">
          <SuitabilityTab />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
