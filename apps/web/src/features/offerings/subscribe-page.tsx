import { Anchor, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../shared/api/api-error';
import { EmptyState } from '../../shared/ui/empty-state';
import { RocketIcon } from '../../shared/ui/icons';
import { PageHeader } from '../../shared/ui/page-header';
import { PageLoader } from '../../shared/ui/page-loader';
import { QueryError } from '../../shared/ui/query-error';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { useOfferingQuery } from './offerings.api';
import { GateNotice } from './subscribe-panel';
import { SubscriptionWizard } from './subscription-wizard';
import { useSubscribeGate } from './use-subscribe-gate';

/**
 * The subscription to one offering, behind the same gate as its page: the domain's IPO restriction,
 * a finished profile, the offering's eligibility and its being open.
 */
export function SubscribePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const offering = useOfferingQuery(id);
  const { isLoading, gate, error, retry } = useSubscribeGate(offering.data);
  const title = offering.data
    ? t('offerings.subscribe.pageTitle', { name: offering.data.name })
    : t('offerings.pageTitle');
  usePageTitle(title);
  if (offering.isLoading || isLoading) return <PageLoader />;
  if (isApiError(offering.error) && (offering.error.status === 404 || offering.error.status === 400)) {
    return <EmptyState icon={<RocketIcon />}>{t('offerings.page.notFound')}</EmptyState>;
  }
  if (!offering.data) return <QueryError error={offering.error} onRetry={() => void offering.refetch()} />;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={`/offerings/${offering.data.id}`} size="sm">
        {offering.data.name}
      </Anchor>
      <PageHeader title={title} description={offering.data.issuer_name} />
      <Paper withBorder p={{ base: 'lg', sm: 'xl' }}>
        {!gate ? (
          <QueryError error={error} onRetry={retry} />
        ) : gate.kind === 'allowed' ? (
          <SubscriptionWizard offering={offering.data} />
        ) : (
          <GateNotice gate={gate} />
        )}
      </Paper>
    </Stack>
  );
}
