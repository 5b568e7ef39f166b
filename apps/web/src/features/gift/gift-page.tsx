import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../shared/ui/empty-state';
import { GiftIcon } from '../../shared/ui/icons';
import { PageHeader } from '../../shared/ui/page-header';
import { usePageTitle } from '../../shared/ui/use-page-title';

/** `/gift/*`: base of gift links; placeholder until the gift card feature lands. */
export function GiftPage() {
  const { t } = useTranslation();
  usePageTitle(t('gift.pageTitle'));
  return (
    <>
      <PageHeader title={t('gift.title')} description={t('gift.description')} />
      <EmptyState icon={<GiftIcon size={24} />}>{t('gift.empty')}</EmptyState>
    </>
  );
}
