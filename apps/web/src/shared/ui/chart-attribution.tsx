import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from './external-link';

const libraryUrl = 'https://www.tradingview.com/lightweight-charts/';

/**
 * The credit the charts' library asks for in its licence notice, shown under each chart in place of
 * the logo it would draw (the logo needs a style element without the page's nonce).
 */
export function ChartAttribution() {
  const { t } = useTranslation();
  return (
    <Text size="xs" c="dimmed" ta="right">
      {t('common.chartsBy')}{' '}
      <ExternalLink href={libraryUrl} inherit>
        TradingView Lightweight Charts™
      </ExternalLink>
    </Text>
  );
}
