import type { OfferingState } from '@invest/contracts';
import { useTranslation } from 'react-i18next';
import { ToneBadge } from '../../../shared/ui/tone-badge';
import { stateToneOf } from '../../offerings';

export function OfferingStateBadge({ state }: { state: OfferingState }) {
  const { t } = useTranslation();
  return <ToneBadge tone={stateToneOf(state)}>{t(`offerings.states.${state}`)}</ToneBadge>;
}
