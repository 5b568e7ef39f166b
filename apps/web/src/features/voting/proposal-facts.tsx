import type { ProposalDetail } from '@invest/contracts';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/date-time';
import { formatExchangeAmount } from '../../shared/format/money';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0}>
        {value}
      </Text>
    </Stack>
  );
}

/** The proposal's dates, quorum and the investor's weight. */
export function ProposalFacts({ detail }: { detail: ProposalDetail }) {
  const { t } = useTranslation();
  const { proposal } = detail;
  return (
    <Paper withBorder p="lg" component="section" aria-label={t('voting.facts.label')}>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" m={0}>
        <Fact
          label={t('voting.facts.weight')}
          value={t('voting.facts.weightValue', { weight: formatExchangeAmount(detail.weight), asset: proposal.asset })}
        />
        <Fact label={t('voting.facts.recordDate')} value={formatDateTime(proposal.record_date)} />
        <Fact label={t('voting.facts.opensAt')} value={formatDateTime(proposal.opens_at)} />
        <Fact label={t('voting.facts.closesAt')} value={formatDateTime(proposal.closes_at)} />
        <Fact
          label={t('voting.facts.quorum')}
          value={t('voting.facts.quorumValue', { percent: proposal.quorum_percent })}
        />
      </SimpleGrid>
    </Paper>
  );
}
