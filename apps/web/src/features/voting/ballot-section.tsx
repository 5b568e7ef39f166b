import type { ProposalDetail } from '@invest/contracts';
import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/date-time';
import { SectionCard } from '../../shared/ui/section-card';
import { BallotForm } from './ballot-form';

/** Why the investor cannot vote now, or null when they can. */
function useClosedReason(detail: ProposalDetail): string | null {
  const { t } = useTranslation();
  const { proposal } = detail;
  if (detail.weight === '0') return t('voting.ballot.notHolder', { asset: proposal.asset });
  if (proposal.state === 'cancelled') return t('voting.ballot.cancelled');
  if (proposal.state === 'scheduled') return t('voting.ballot.notOpen', { time: formatDateTime(proposal.opens_at) });
  if (!detail.can_vote) return t('voting.ballot.closed');
  return null;
}

/** The ballot: the form while the investor may vote, else why not. */
export function BallotSection({ detail }: { detail: ProposalDetail }) {
  const { t } = useTranslation();
  const reason = useClosedReason(detail);
  return (
    <SectionCard id="ballot" title={t('voting.ballot.title')} description={t('voting.ballot.description')}>
      {reason ? (
        <Alert variant="light" color="gray">
          <Text size="sm">{reason}</Text>
        </Alert>
      ) : (
        <BallotForm key={detail.ballot?.receipt.hash ?? 'new'} detail={detail} />
      )}
    </SectionCard>
  );
}
