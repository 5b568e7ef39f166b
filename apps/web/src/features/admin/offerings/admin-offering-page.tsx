import { Anchor, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { EmptyState } from '../../../shared/ui/empty-state';
import { FileIcon } from '../../../shared/ui/icons';
import { PageLoader } from '../../../shared/ui/page-loader';
import { QueryError } from '../../../shared/ui/query-error';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { useAdminOfferingQuery } from './admin-offerings.api';
import { OfferingDocumentsCard } from './offering-documents-card';
import { OfferingHistoryCard } from './offering-history-card';
import { OfferingOperationsCard } from './offering-operations-card';
import { OfferingStateBadge } from './offering-state-badge';
import { OfferingTermsCard } from './offering-terms-card';
import { OfferingUpdatesCard } from './offering-updates-card';

/** `/admin/offerings/:id`: one offering's terms, operations, documents, updates and state history. */
export function AdminOfferingPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useAdminOfferingQuery(id);
  const offering = query.data;
  usePageTitle(offering?.name ?? t('admin.offerings.pageTitle'));

  const back = (
    <Anchor component={Link} to="/admin/offerings" size="sm">
      ← {t('admin.offerings.back')}
    </Anchor>
  );
  if (query.isLoading) return <PageLoader />;
  if (!offering) {
    return (
      <Stack gap="md">
        {back}
        {isApiError(query.error) && query.error.status === 404 ? (
          <EmptyState icon={<FileIcon />}>{t('admin.offering.notFound')}</EmptyState>
        ) : (
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      {back}
      <Group gap="sm" align="center">
        <Title order={1} fz={{ base: 26, sm: 32 }} lh={1.2}>
          {offering.name}
        </Title>
        <OfferingStateBadge state={offering.state} />
      </Group>
      <OfferingOperationsCard offering={offering} />
      <OfferingTermsCard offering={offering} />
      <OfferingDocumentsCard offering={offering} />
      <OfferingUpdatesCard offering={offering} />
      <OfferingHistoryCard offering={offering} />
    </Stack>
  );
}
