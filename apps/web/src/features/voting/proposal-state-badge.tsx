import type { ProposalState } from '@invest/contracts';
import { useTranslation } from 'react-i18next';
import { type BadgeTone, ToneBadge } from '../../shared/ui/tone-badge';

const tones: Record<ProposalState, BadgeTone> = {
  scheduled: 'caution',
  open: 'positive',
  closed: 'neutral',
  cancelled: 'negative',
};

export function ProposalStateBadge({ state }: { state: ProposalState }) {
  const { t } = useTranslation();
  return <ToneBadge tone={tones[state]}>{t(`voting.states.${state}`)}</ToneBadge>;
}
