import type { InvestorProposal } from '@invest/contracts';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '../../shared/format/date-time';
import { formatExchangeAmount } from '../../shared/format/money';
import { EmptyState } from '../../shared/ui/empty-state';
import { BallotIcon } from '../../shared/ui/icons';
import { ListPager, pageFrom } from '../../shared/ui/list-pager';
import { ListSkeleton } from '../../shared/ui/list-skeleton';
import { PageHeader } from '../../shared/ui/page-header';
import { QueryError } from '../../shared/ui/query-error';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { ProposalStateBadge } from './proposal-state-badge';
import { useMyProposalsQuery } from './voting.api';

const pageSize = 20;

/** When the proposal opens, closes or closed, as its state makes it matter. */
function useWindowText(proposal: InvestorProposal): string {
  const { t } = useTranslation();
  if (proposal.state === 'scheduled') return t('voting.opens', { time: formatDateTime(proposal.opens_at) });
  if (proposal.state === 'open') return t('voting.closes', { time: formatDateTime(proposal.closes_at) });
  return t('voting.closed', { time: formatDateTime(proposal.result?.closed_at ?? proposal.closes_at) });
}

function ProposalItem({ proposal }: { proposal: InvestorProposal }) {
  const { t } = useTranslation();
  const window = useWindowText(proposal);
  const voted = proposal.options.find((option) => option.key === proposal.voted_option)?.label;
  return (
    <Paper component="li" withBorder p="lg">
      <Stack gap="xs">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Anchor component={Link} to={`/votes/${proposal.id}`} fw={600} fz="lg">
            {proposal.title}
          </Anchor>
          <ProposalStateBadge state={proposal.state} />
        </Group>
        <Group gap="lg" wrap="wrap">
          <Text size="sm" c="dimmed">
            {proposal.asset} · {window}
          </Text>
          <Text size="sm">
            {t('voting.yourWeight')}: {formatExchangeAmount(proposal.weight)} {proposal.asset}
          </Text>
          <Text size="sm">
            {t('voting.yourVote')}: {voted ?? t('voting.notVoted')}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}

/** `/votes`: the proposals put to the investor as a holder at their record dates, newest first. */
export function VotesPage() {
  const { t } = useTranslation();
  usePageTitle(t('voting.pageTitle'));
  const [search, setSearch] = useSearchParams();
  const page = pageFrom(search.get('page'));
  const proposals = useMyProposalsQuery({ page, limit: pageSize });
  const data = proposals.data;

  return (
    <>
      <PageHeader title={t('voting.title')} description={t('voting.description')} />
      {proposals.isLoading ? <ListSkeleton /> : null}
      {proposals.isError ? <QueryError error={proposals.error} onRetry={() => void proposals.refetch()} /> : null}
      {data && data.total === 0 ? <EmptyState icon={<BallotIcon />}>{t('voting.empty')}</EmptyState> : null}
      {data && data.total > 0 ? (
        <Stack gap="md">
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('voting.listLabel')}>
            {data.items.map((proposal) => (
              <ProposalItem key={proposal.id} proposal={proposal} />
            ))}
          </Stack>
          <ListPager
            list={data}
            range={(shown) => t('voting.range', shown)}
            label={t('voting.pagination')}
            onChange={(next) => setSearch({ page: String(next) })}
          />
        </Stack>
      ) : null}
    </>
  );
}
