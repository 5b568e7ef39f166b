import type { AdminProposal } from '@invest/contracts';
import { Anchor, Button, Group, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../shared/format/date-time';
import { EmptyState } from '../../../shared/ui/empty-state';
import { BallotIcon } from '../../../shared/ui/icons';
import { pageFrom } from '../../../shared/ui/list-pager';
import { ListSkeleton } from '../../../shared/ui/list-skeleton';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryError } from '../../../shared/ui/query-error';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { ProposalStateBadge } from '../../voting';
import { PagedTable } from '../console/paged-table';
import { useAdminProposalsQuery, useCancelProposalMutation } from './proposals-admin.api';

const pageSize = 20;

function ResultText({ proposal }: { proposal: AdminProposal }) {
  const { t } = useTranslation();
  const { result } = proposal;
  if (!result) return '—';
  const winner = proposal.options.find((option) => option.key === result.winning_option)?.label ?? '';
  return t(`voting.outcomes.${result.outcome}`, { option: winner });
}

function ProposalRow({ proposal }: { proposal: AdminProposal }) {
  const { t } = useTranslation();
  const [cancel, cancelling] = useCancelProposalMutation();
  const onCancel = async () => {
    const cancelled = await cancel(proposal.id)
      .unwrap()
      .catch(() => null);
    if (cancelled) notifications.show({ color: 'green', message: t('adminVoting.cancelled') });
  };
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={`/votes/${proposal.id}`} fw={500}>
          {proposal.title}
        </Anchor>
      </Table.Td>
      <Table.Td>{proposal.asset}</Table.Td>
      <Table.Td>
        <ProposalStateBadge state={proposal.state} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">
          {formatDateTime(proposal.opens_at)} – {formatDateTime(proposal.closes_at)}
        </Text>
      </Table.Td>
      <Table.Td>
        {proposal.totals.ballots} / {proposal.totals.holders}
      </Table.Td>
      <Table.Td>
        {proposal.quorum_percent} %{proposal.totals.is_quorum_reached ? ' ✓' : ''}
      </Table.Td>
      <Table.Td>
        <ResultText proposal={proposal} />
      </Table.Td>
      <Table.Td>
        {proposal.state === 'scheduled' ? (
          <Button
            size="xs"
            variant="default"
            loading={cancelling.isLoading}
            onClick={() => void onCancel()}
            aria-label={t('adminVoting.cancelLabel', { title: proposal.title })}
          >
            {t('adminVoting.cancel')}
          </Button>
        ) : null}
      </Table.Td>
    </Table.Tr>
  );
}

/** `/admin/proposals`: the domain's proposals, newest first, with their turnout and result. */
export function ProposalsAdminPage() {
  const { t } = useTranslation();
  usePageTitle(t('adminVoting.pageTitle'));
  const [search, setSearch] = useSearchParams();
  const page = pageFrom(search.get('page'));
  const proposals = useAdminProposalsQuery({ page, limit: pageSize });
  const data = proposals.data;

  return (
    <>
      <PageHeader title={t('adminVoting.title')} description={t('adminVoting.description')} />
      <Group mb="lg">
        <Button component={Link} to="/admin/proposals/new">
          {t('adminVoting.create')}
        </Button>
      </Group>
      {proposals.isLoading ? <ListSkeleton /> : null}
      {proposals.isError ? <QueryError error={proposals.error} onRetry={() => void proposals.refetch()} /> : null}
      {data && data.total === 0 ? <EmptyState icon={<BallotIcon />}>{t('adminVoting.empty')}</EmptyState> : null}
      {data && data.total > 0 ? (
        <PagedTable
          page={data}
          label={t('adminVoting.listLabel')}
          minWidth={900}
          headers={[
            t('adminVoting.proposal'),
            t('adminVoting.asset'),
            t('adminVoting.state'),
            t('adminVoting.window'),
            t('adminVoting.ballots'),
            t('adminVoting.quorum'),
            t('adminVoting.result'),
            '',
          ]}
          range={(shown) => t('adminVoting.range', shown)}
          pagerLabel={t('adminVoting.pagination')}
          onPage={(next) => setSearch({ page: String(next) })}
        >
          {data.items.map((proposal) => (
            <ProposalRow key={proposal.id} proposal={proposal} />
          ))}
        </PagedTable>
      ) : null}
    </>
  );
}
