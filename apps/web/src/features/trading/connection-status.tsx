import { Group, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRealtimeStatus } from '../../shared/realtime/use-realtime-status';
import direction from '../../shared/ui/direction.module.css';

/**
 * Whether the screen is receiving live updates, in words (the dot only repeats it), and when the host
 * refused the access token, SPEC 8's TRD-3 with what it means for the investor.
 */
export function ConnectionStatus() {
  const { t } = useTranslation();
  const { status, isTokenRefused } = useRealtimeStatus();
  const label = t(`trading.live.${status}`);
  const isOpen = status === 'open';
  return (
    <Group gap={6} wrap="nowrap" role="status">
      <svg
        width={10}
        height={10}
        viewBox="0 0 10 10"
        aria-hidden="true"
        focusable="false"
        className={isOpen ? direction.up : direction.flat}
      >
        <circle cx={5} cy={5} r={4} fill={isOpen ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={1.5} />
      </svg>
      <Text span size="sm" c="dimmed" aria-hidden="true">
        {label}
      </Text>
      <VisuallyHidden>{t('trading.live.label', { status: label })}</VisuallyHidden>
      {isTokenRefused ? (
        <Tooltip label={t('trading.live.tokenRefused')} multiline w={260}>
          <Text span size="sm" fw={600} tabIndex={0}>
            {t('trading.codes.TRD-3')} (TRD-3)
          </Text>
        </Tooltip>
      ) : null}
    </Group>
  );
}
