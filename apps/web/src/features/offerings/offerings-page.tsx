import { Button, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../shared/ui/empty-state';
import { RocketIcon } from '../../shared/ui/icons';
import { PageHeader } from '../../shared/ui/page-header';
import { QueryError } from '../../shared/ui/query-error';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { OfferingCard } from './offering-card';
import { OfferingFilterBar } from './offering-filter-bar';
import { filtersFromSearch, searchFromFilters } from './offering-filters';
import { useOfferingsQuery } from './offerings.api';

function CardSkeletons() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true">
      <Skeleton height={260} />
      <Skeleton height={260} />
      <Skeleton height={260} />
    </SimpleGrid>
  );
}

/** The domain's offerings as cards, open ones first, filtered by workflow, state and favourites. */
export function OfferingsPage() {
  const { t } = useTranslation();
  usePageTitle(t('offerings.pageTitle'));
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const offerings = useOfferingsQuery(filters);
  const isFiltered = Object.values(filters).some((value) => value !== undefined);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <PageHeader title={t('offerings.pageTitle')} description={t('offerings.description')} />
        <Button component={Link} to="/offerings/investments" variant="default">
          {t('offerings.myInvestmentsLink')}
        </Button>
      </Group>
      <OfferingFilterBar filters={filters} onChange={(next) => setSearch(searchFromFilters(next), { replace: true })} />
      {offerings.isLoading ? (
        <CardSkeletons />
      ) : offerings.isError || !offerings.data ? (
        <QueryError error={offerings.error} onRetry={() => void offerings.refetch()} />
      ) : offerings.data.items.length === 0 ? (
        <EmptyState icon={<RocketIcon />}>{t(isFiltered ? 'offerings.empty' : 'offerings.emptyAll')}</EmptyState>
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          component="ul"
          aria-label={t('offerings.pageTitle')}
          style={{ listStyle: 'none', padding: 0 }}
        >
          {offerings.data.items.map((offering) => (
            <li key={offering.id}>
              <OfferingCard offering={offering} />
            </li>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
