import type { Currency } from '@invest/contracts';
import { useTranslation } from 'react-i18next';
import { type BadgeTone, ToneBadge } from '../../../shared/ui/tone-badge';

/** Whether the market trades now: open within its hours, closed outside them, or halted by an administrator. */
type MarketState = 'open' | 'closed' | 'halted';

const marketStateOf = (market: Pick<Currency, 'IsHalted' | 'IsMarketOpen'>): MarketState =>
  market.IsHalted ? 'halted' : market.IsMarketOpen ? 'open' : 'closed';

const tones: Record<MarketState, BadgeTone> = { open: 'positive', closed: 'neutral', halted: 'warning' };

export function MarketStateBadge({ market }: { market: Pick<Currency, 'IsHalted' | 'IsMarketOpen'> }) {
  const { t } = useTranslation();
  const state = marketStateOf(market);
  return <ToneBadge tone={tones[state]}>{t(`admin.markets.states.${state}`)}</ToneBadge>;
}
