import { ActionIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBookmarks } from './use-bookmarks';

function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9L12 16.9l-5.2 2.8 1-5.9-4.3-4.1 5.9-.8z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinejoin="round"
      />
    </svg>
  );
}

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
