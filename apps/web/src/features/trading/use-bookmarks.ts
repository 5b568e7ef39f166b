import { useCallback } from 'react';
import { useAppSelector } from '../../shared/store/hooks';
import { useBookmarksQuery, useSetBookmarkMutation } from './bookmarks.api';

/** The investor's bookmarked markets (SPEC 3 bookmarkedAssets), kept on the server, and a toggle for one. */
export function useBookmarks() {
  useBookmarksQuery();
  const [setBookmark] = useSetBookmarkMutation();
  const bookmarked = useAppSelector((state) => state.trading.bookmarkedAssets);
  const toggle = useCallback(
    (symbol: string) => void setBookmark({ symbol, bookmarked: !bookmarked.includes(symbol) }),
    [setBookmark, bookmarked],
  );
  return { bookmarked, toggle };
}
