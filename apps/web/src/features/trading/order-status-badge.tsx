import type { OrderStatusCode } from '@invest/contracts';
import { useTranslation } from 'react-i18next';
import { type BadgeTone, ToneBadge } from '../../shared/ui/tone-badge';

const tones: Partial<Record<OrderStatusCode, BadgeTone>> = {
  '1': 'warning',
  '2': 'positive',
  '3': 'neutral',
  '4': 'neutral',
  '5': 'neutral',
  '8': 'negative',
  C: 'neutral',
};

/** An order's SPEC 4 status in words, toned (the words carry the meaning, the tone only helps). */
export function OrderStatusBadge({ status }: { status: OrderStatusCode }) {
  const { t } = useTranslation();
  return <ToneBadge tone={tones[status] ?? 'caution'}>{t(`trading.status.${status}`)}</ToneBadge>;
}
