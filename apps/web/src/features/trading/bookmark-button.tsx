import { ActionIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StarIcon } from '../../shared/ui/icons';
import { useBookmarks } from './use-bookmarks';

/** A star that bookmarks a market; a toggle button, pressed while the market is bookmarked. */
export function BookmarkButton({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const { bookmarked, toggle } = useBookmarks();
  const isBookmarked = bookmarked.includes(symbol);
  return (
    <ActionIcon
      variant="subtle"
      color={isBookmarked ? 'yellow' : 'gray'}
      aria-label={t('trading.bookmark.add', { market: symbol })}
      aria-pressed={isBookmarked}
      onClick={() => toggle(symbol)}
    >
      <StarIcon filled={isBookmarked} />
    </ActionIcon>
  );
}
