import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../shared/ui/empty-state';
import { UsersIcon } from '../../shared/ui/icons';
import { PageHeader } from '../../shared/ui/page-header';
import { useCompanyName, usePageTitle } from '../../shared/ui/use-page-title';

/** `/invites`: placeholder until the invitations feature lands. */
export function InvitesPage() {
  const { t } = useTranslation();
  usePageTitle(t('invites.pageTitle'));
  const company = useCompanyName();
  return (
    <>
      <PageHeader title={t('invites.title')} description={t('invites.description', { company })} />
      <EmptyState icon={<UsersIcon size={24} />}>{t('invites.empty')}</EmptyState>
    </>
  );
}
