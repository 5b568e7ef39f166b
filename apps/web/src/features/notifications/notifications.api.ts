import type {
  NotificationCount,
  NotificationListQuery,
  NotificationPage,
  ReadNotificationsRequest,
} from '@invest/contracts';
import { notificationCountChanged } from '../../app/app.slice';
import { api } from '../../shared/api/api';

const list = { type: 'Notification', id: 'LIST' } as const;

/** Each answer carries the unread count: the bell's badge (SPEC 3 app.notificationCount) follows it. */
async function countFrom(
  dispatch: (action: ReturnType<typeof notificationCountChanged>) => unknown,
  answer: Promise<{ data: NotificationCount }>,
) {
  try {
    const { data } = await answer;
    dispatch(notificationCountChanged(data.unread));
  } catch {
    // A failed call changed nothing; its error is shown where it was made.
  }
}

/** The notification centre's calls (SPEC 7 "Notifications": GET, DELETE /{id}, POST clear; and POST read). */
const notificationsApi = api.enhanceEndpoints({ addTagTypes: ['Notification'] }).injectEndpoints({
  endpoints: (build) => ({
    notifications: build.query<NotificationPage, NotificationListQuery>({
      query: (params) => ({ url: '/notifications', params }),
      providesTags: [list],
      onQueryStarted: (_params, { dispatch, queryFulfilled }) => countFrom(dispatch, queryFulfilled),
    }),
    deleteNotification: build.mutation<NotificationCount, string>({
      query: (id) => ({ url: `/notifications/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [list],
      onQueryStarted: (_id, { dispatch, queryFulfilled }) => countFrom(dispatch, queryFulfilled),
    }),
    clearNotifications: build.mutation<NotificationCount, void>({
      query: () => ({ url: '/notifications/clear', method: 'POST', body: {} }),
      invalidatesTags: [list],
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => countFrom(dispatch, queryFulfilled),
    }),
    /** Leaves the list as it is, so what was new when the centre opened still shows as new. */
    readNotifications: build.mutation<NotificationCount, NonNullable<ReadNotificationsRequest>>({
      query: (body) => ({ url: '/notifications/read', method: 'POST', body }),
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => countFrom(dispatch, queryFulfilled),
    }),
  }),
});

/** Loads the list again (a notification arrived); the pages shown refetch, the others when next shown. */
export const notificationsChanged = () => notificationsApi.util.invalidateTags([list]);

export const {
  useNotificationsQuery,
  useDeleteNotificationMutation,
  useClearNotificationsMutation,
  useReadNotificationsMutation,
} = notificationsApi;
