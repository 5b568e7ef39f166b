import { useCallback } from 'react';
import { useAppDispatch, useAppSelector, useAppStore } from '../../app/hooks';
import { bookmarksStorageKey, bookmarkToggled } from './trading.slice';

/** The investor's bookmarked markets (SPEC 3 bookmarkedAssets), kept in this browser's local storage. */
export function useBookmarks() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const bookmarked = useAppSelector((state) => state.trading.bookmarkedAssets);
  const toggle = useCallback(
    (symbol: string) => {
      dispatch(bookmarkToggled(symbol));
      try {
        localStorage.setItem(bookmarksStorageKey, JSON.stringify(store.getState().trading.bookmarkedAssets));
      } catch {
        // Storage can be full or blocked; the bookmark still holds for this page.
      }
    },
    [dispatch, store],
  );
  return { bookmarked, toggle };
}
