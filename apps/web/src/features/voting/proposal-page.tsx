import type { Proposal } from '@invest/contracts';
import { Alert, Anchor, Grid, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ListSkeleton } from '../../shared/ui/list-skeleton';
import { PageHeader } from '../../shared/ui/page-header';
import { QueryError } from '../../shared/ui/query-error';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { BallotReceipt } from './ballot-receipt';
import { BallotSection } from './ballot-section';
import { ProposalFacts } from './proposal-facts';
import { ProposalStateBadge } from './proposal-state-badge';
import { ProposalTotalsCard } from './proposal-totals';
import { useProposalQuery } from './voting.api';

/** How often the totals of an open proposal are read again. */
const livePollMs = 10_000;

/** The proposal, read again every few seconds while it is open, so its totals stay live. */
function useLiveProposal(id: string) {
  const [pollingInterval, setPollingInterval] = useState(0);
  const query = useProposalQuery(id, { pollingInterval });
  const wanted = query.data?.proposal.state === 'open' ? livePollMs : 0;
  if (wanted !== pollingInterval) setPollingInterval(wanted);
  return query;
}

function ResultAlert({ proposal }: { proposal: Proposal }) {
  const { t } = useTranslation();
  const { result } = proposal;
  if (!result) return null;
  const winner = proposal.options.find((option) => option.key === result.winning_option)?.label ?? '';
  return (
    <Alert variant="light" color={result.outcome === 'decided' ? 'teal' : 'gray'} role="status">
      {t(`voting.result.${result.outcome}`, { option: winner })}
    </Alert>
  );
}

/** `/votes/:id`: a proposal with the investor's ballot and receipt, and its live totals. */
export function ProposalPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useLiveProposal(id);
  const detail = query.data;
  usePageTitle(detail?.proposal.title ?? t('voting.pageTitle'));

  return (
    <>
      <Anchor component={Link} to="/votes" size="sm" mb="sm" display="inline-block">
        ← {t('voting.back')}
      </Anchor>
      {query.isLoading ? <ListSkeleton /> : null}
      {query.isError ? <QueryError error={query.error} onRetry={() => void query.refetch()} /> : null}
      {detail ? (
        <>
          <PageHeader
            title={detail.proposal.title}
            description={
              <Group gap="xs" component="span">
                <ProposalStateBadge state={detail.proposal.state} />
                <span>{detail.proposal.asset}</span>
              </Group>
            }
          />
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap="lg">
                <ResultAlert proposal={detail.proposal} />
                <Paper withBorder p="lg" component="section" aria-label={t('voting.pageTitle')}>
                  <Text style={{ whiteSpace: 'pre-wrap' }}>{detail.proposal.text}</Text>
                </Paper>
                <BallotSection detail={detail} />
                {detail.ballot ? <BallotReceipt proposal={detail.proposal} ballot={detail.ballot} /> : null}
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Stack gap="lg">
                <ProposalFacts detail={detail} />
                <ProposalTotalsCard proposal={detail.proposal} totals={detail.totals} />
              </Stack>
            </Grid.Col>
          </Grid>
        </>
      ) : null}
    </>
  );
}
