import { Anchor, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../shared/api/api-error';
import { EmptyState } from '../../shared/ui/empty-state';
import { RocketIcon } from '../../shared/ui/icons';
import { ListSkeleton } from '../../shared/ui/list-skeleton';
import { PageLoader } from '../../shared/ui/page-loader';
import { QueryError } from '../../shared/ui/query-error';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { FavoriteButton } from './favorite-button';
import { NotifyMeButton } from './notify-me-button';
import { OfferingBadges } from './offering-badges';
import { OfferingCountdown } from './offering-countdown';
import { OfferingDocumentsSection } from './offering-documents-section';
import { OfferingRiskSection } from './offering-risk-section';
import { OfferingTerms } from './offering-terms';
import { OfferingUpdatesSection } from './offering-updates-section';
import { useOfferingQuery } from './offerings.api';
import { RaiseProgress } from './raise-progress';
import { SubscribePanel } from './subscribe-panel';

/** The chart brings its charting library with it: the page shows before it arrives. */
const CommitmentsChart = lazy(async () => ({ default: (await import('./commitments-chart')).CommitmentsChart }));

/**
 * One offering: its summary, commitments over time, documents, risks and the issuer's updates in the
 * main column, its raise, terms and the way to invest beside them.
 */
export function OfferingPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const offering = useOfferingQuery(id);
  usePageTitle(offering.data?.name ?? t('offerings.pageTitle'));
  if (offering.isLoading) return <PageLoader />;
  if (isApiError(offering.error) && (offering.error.status === 404 || offering.error.status === 400)) {
    return <EmptyState icon={<RocketIcon />}>{t('offerings.page.notFound')}</EmptyState>;
  }
  if (!offering.data) return <QueryError error={offering.error} onRetry={() => void offering.refetch()} />;
  const data = offering.data;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/offerings" size="sm">
        {t('offerings.page.back')}
      </Anchor>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={6}>
          <OfferingBadges offering={data} />
          <Title order={1} fz={{ base: 26, sm: 32 }} lh={1.2}>
            {data.name}
          </Title>
          <Text c="dimmed">{data.issuer_name}</Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <NotifyMeButton offering={data} />
          <FavoriteButton id={data.id} name={data.name} isFavorite={data.is_favorite} />
        </Group>
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <section aria-labelledby="summary-title">
              <Title order={2} fz="lg" id="summary-title" mb="xs">
                {t('offerings.page.summary')}
              </Title>
              <Text style={{ whiteSpace: 'pre-line' }}>{data.summary}</Text>
            </section>
            <Suspense fallback={<ListSkeleton />}>
              <CommitmentsChart offeringId={data.id} />
            </Suspense>
            <OfferingDocumentsSection offeringId={data.id} />
            <OfferingRiskSection riskText={data.risk_text} />
            <OfferingUpdatesSection offeringId={data.id} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <Stack gap="xs">
              <RaiseProgress offering={data} />
              <OfferingCountdown offering={data} />
            </Stack>
            <SubscribePanel offering={data} />
            <OfferingTerms offering={data} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
