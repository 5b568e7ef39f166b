import type { Proposal, ProposalTotals } from '@invest/contracts';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatExchangeAmount } from '../../shared/format/money';
import { SectionCard } from '../../shared/ui/section-card';
import { ToneBadge } from '../../shared/ui/tone-badge';
import { percentLabel, shareOf } from './proposal-share';

/** One option's weight as a bar, its share of the votes cast beside it. */
function OptionBar({
  label,
  weight,
  ballots,
  voted,
  asset,
  isWinner,
}: {
  label: string;
  weight: string;
  ballots: number;
  voted: string;
  asset: string;
  isWinner: boolean;
}) {
  const { t } = useTranslation();
  const percent = shareOf(weight, voted);
  const value = t('voting.totals.optionValue', {
    weight: formatExchangeAmount(weight),
    asset,
    percent: percentLabel(percent),
  });
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={isWinner ? 700 : 500}>{label}</Text>
        <Text size="sm" c="dimmed">
          {value} · {t('voting.totals.ballots', { count: ballots })}
        </Text>
      </Group>
      <Progress value={percent} size="lg" color={isWinner ? 'teal' : 'blue'} aria-label={`${label}: ${value}`} />
    </Stack>
  );
}

/** The weight per option as bars, and how far the votes are from the quorum. */
export function ProposalTotalsCard({ proposal, totals }: { proposal: Proposal; totals: ProposalTotals }) {
  const { t } = useTranslation();
  const isFinal = proposal.state === 'closed';
  const isQuorumNeeded = proposal.quorum_percent > 0;
  const quorumPercent = isQuorumNeeded
    ? shareOf(totals.voted_weight, totals.quorum_weight)
    : totals.is_quorum_reached
      ? 100
      : 0;
  const quorumValue = isQuorumNeeded
    ? t('voting.totals.quorumValue', {
        voted: formatExchangeAmount(totals.voted_weight),
        needed: formatExchangeAmount(totals.quorum_weight),
        asset: proposal.asset,
      })
    : t('voting.totals.noQuorum');
  return (
    <SectionCard
      id="proposal-totals"
      title={isFinal ? t('voting.totals.finalTitle') : t('voting.totals.title')}
      description={t('voting.totals.description')}
    >
      <Stack gap="md" aria-live="polite">
        {totals.options.map((option) => (
          <OptionBar
            key={option.key}
            label={option.label}
            weight={option.weight}
            ballots={option.ballots}
            voted={totals.voted_weight}
            asset={proposal.asset}
            isWinner={proposal.result?.winning_option === option.key}
          />
        ))}
        <Stack gap={4} pt="sm">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text fw={500}>{t('voting.totals.quorum')}</Text>
            <ToneBadge tone={totals.is_quorum_reached ? 'positive' : 'neutral'}>
              {totals.is_quorum_reached ? t('voting.totals.quorumReached') : t('voting.totals.quorumMissing')}
            </ToneBadge>
          </Group>
          <Progress
            value={quorumPercent}
            size="lg"
            color={totals.is_quorum_reached ? 'teal' : 'gray'}
            aria-label={`${t('voting.totals.quorum')}: ${quorumValue}`}
          />
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text size="sm" c="dimmed">
              {quorumValue}
            </Text>
            <Text size="sm" c="dimmed">
              {t('voting.totals.turnout', { ballots: totals.ballots, holders: totals.holders })}
            </Text>
          </Group>
        </Stack>
      </Stack>
    </SectionCard>
  );
}
