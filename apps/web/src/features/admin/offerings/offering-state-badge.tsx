import type { OfferingState } from '@invest/contracts';
import { useTranslation } from 'react-i18next';
import { ToneBadge } from '../../../shared/ui/tone-badge';
import { offeringStateTones } from './admin-offering-labels';

export function OfferingStateBadge({ state }: { state: OfferingState }) {
  const { t } = useTranslation();
  return <ToneBadge tone={offeringStateTones[state]}>{t(`offerings.states.${state}`)}</ToneBadge>;
}
