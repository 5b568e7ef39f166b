import type { Bookmark, BookmarkState } from '@invest/contracts';
import { api } from '../../shared/api/api';
import { bookmarkSet, bookmarksLoaded } from './trading.slice';

interface BookmarkChange {
  symbol: string;
  bookmarked: boolean;
}

/**
 * The investor's bookmarked markets (SPEC 7 GET bookmark, POST bookmark/{id}), kept on the server
 * so every device shows them, and mirrored into SPEC 3 bookmarkedAssets, which the screen reads.
 */
const bookmarksApi = api.enhanceEndpoints({ addTagTypes: ['Bookmarks'] }).injectEndpoints({
  endpoints: (build) => ({
    bookmarks: build.query<Bookmark[], void>({
      query: () => '/bookmark',
      providesTags: ['Bookmarks'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(bookmarksLoaded(data.map((bookmark) => bookmark.Symbol)));
      },
    }),
    /** The star shows the change at once; a refusal puts it back (and the error is reported). */
    setBookmark: build.mutation<BookmarkState, BookmarkChange>({
      query: ({ symbol, bookmarked }) => ({
        url: `/bookmark/${encodeURIComponent(symbol)}`,
        method: 'POST',
        body: { bookmarked },
      }),
      invalidatesTags: ['Bookmarks'],
      async onQueryStarted(change, { dispatch, queryFulfilled }) {
        dispatch(bookmarkSet(change));
        try {
          await queryFulfilled;
        } catch {
          dispatch(bookmarkSet({ symbol: change.symbol, bookmarked: !change.bookmarked }));
        }
      },
    }),
  }),
});

export const { useBookmarksQuery, useSetBookmarkMutation } = bookmarksApi;
