import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/date-time';
import { ExternalLink } from '../../shared/ui/external-link';
import { ListSkeleton } from '../../shared/ui/list-skeleton';
import { QueryError } from '../../shared/ui/query-error';
import { useAssetNewsQuery } from './asset-news.api';
import { TradingPanel } from './trading-panel';

/** How many of the latest items the panel shows. */
const newsShown = 5;

/** Markets are read again this often, and so is their news. */
const newsRefreshMs = 60_000;

/** The latest news about the market's instrument, each with its source, time and a link to the full story. */
export function AssetNewsPanel({ asset }: { asset: string }) {
  const { t } = useTranslation();
  const news = useAssetNewsQuery({ asset, limit: newsShown }, { pollingInterval: newsRefreshMs });

  let body: ReactNode;
  if (news.isLoading) body = <ListSkeleton />;
  else if (news.isError || !news.data) {
    body = <QueryError error={news.error} onRetry={() => void news.refetch()} />;
  } else if (news.data.items.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        {t('trading.news.empty', { asset })}
      </Text>
    );
  } else {
    body = (
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {news.data.items.map((item) => (
          <Stack component="li" key={item.Id} gap={2}>
            <Text fw={600} size="sm">
              {item.Url ? <ExternalLink href={item.Url}>{item.Title}</ExternalLink> : item.Title}
            </Text>
            <Text size="sm">{item.Summary}</Text>
            <Text size="xs" c="dimmed">
              {item.Source ? `${item.Source} · ` : ''}
              <time dateTime={item.PublishedAt}>{formatDateTime(item.PublishedAt)}</time>
            </Text>
          </Stack>
        ))}
      </Stack>
    );
  }

  return (
    <TradingPanel titleId="asset-news-title" title={t('trading.news.title', { asset })} gap="sm">
      {body}
    </TradingPanel>
  );
}
