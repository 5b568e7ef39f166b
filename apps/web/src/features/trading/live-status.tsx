import type { Currency } from '@invest/contracts';
import { Group, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRealtimeStatus } from '../../shared/realtime/use-realtime-status';
import direction from '../../shared/ui/direction.module.css';
import { closedMarketText } from './market-opening';
import { TradingMessageTitle } from './trading-message-title';

/** The dot beside the words: filled while the screen follows an open market live, hollow otherwise. */
function StatusDot({ isLive }: { isLive: boolean }) {
  return (
    <svg
      width={10}
      height={10}
      viewBox="0 0 10 10"
      aria-hidden="true"
      focusable="false"
      className={isLive ? direction.up : direction.flat}
    >
      <circle cx={5} cy={5} r={4} fill={isLive ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={1.5} />
    </svg>
  );
}

/**
 * Whether the market is open and the screen receives its live updates, in words (the dot only repeats
 * it): a closed market says so, and when it opens next, instead of the connection's status. When the
 * host refused the access token, SPEC 8's TRD-3 in words, with what it means for the investor.
 */
export function LiveStatus({ market }: { market: Currency }) {
  const { t } = useTranslation();
  const { status, isTokenRefused } = useRealtimeStatus();
  const connection = t(`trading.live.${status}`);
  return (
    <Group gap={6} wrap="nowrap" role="status">
      <StatusDot isLive={market.IsMarketOpen && status === 'open'} />
      {market.IsMarketOpen ? (
        <>
          <Text span size="sm" c="dimmed" aria-hidden="true">
            {connection}
          </Text>
          <VisuallyHidden>{t('trading.live.label', { status: connection })}</VisuallyHidden>
        </>
      ) : (
        <Text span size="sm" c="dimmed">
          {closedMarketText(market, t)}
        </Text>
      )}
      {isTokenRefused ? (
        <Tooltip label={t('trading.live.tokenRefused')} multiline w={260}>
          <TradingMessageTitle code="TRD-3" size="sm" fw={600} tabIndex={0} />
        </Tooltip>
      ) : null}
    </Group>
  );
}
