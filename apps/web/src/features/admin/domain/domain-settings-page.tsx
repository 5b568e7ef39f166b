import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../../shared/ui/list-skeleton';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryError } from '../../../shared/ui/query-error';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { useEditableDomainSettingsQuery } from './domain-settings.api';
import { DomainSettingsForm } from './domain-settings-form';

/** `/admin/domain` (super-administrators): every setting of the domain, with a live preview of its look. */
export function DomainSettingsPage() {
  const { t } = useTranslation();
  usePageTitle(t('admin.domain.pageTitle'));
  const settings = useEditableDomainSettingsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <>
      <PageHeader title={t('admin.domain.title')} description={t('admin.domain.description')} />
      {settings.isLoading ? <ListSkeleton /> : null}
      {settings.isError ? <QueryError error={settings.error} onRetry={() => void settings.refetch()} /> : null}
      {settings.data ? <DomainSettingsForm key={settings.data.id} settings={settings.data} /> : null}
    </>
  );
}
