import { useEffect } from 'react';
import { notificationCountChanged } from '../../app/app.slice';
import { realtimeClient } from '../../shared/realtime/realtime-connection';
import { useRealtimeStatus } from '../../shared/realtime/use-realtime-status';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { unreadCountFrom } from './notification-rules';
import { notificationsChanged } from './notifications.api';

/**
 * The user's notifications as they are made, from their websocket (the trading host's
 * `notifications` channel): the bell's count is the one each arrival carries, and the centre's list
 * loads again. Mounted once by the signed-in shell, it signs the websocket in with the session's
 * token, and out when the shell goes (sign-out). A token the host refuses (it expired) makes the list
 * load again: that request refreshes the session, and the new token signs the websocket in anew.
 */
export function useNotificationFeed() {
  const dispatch = useAppDispatch();
  const token = useAppSelector((state) => state.auth.token);
  const isSignedIn = token !== null;
  const { isTokenRefused } = useRealtimeStatus();

  useEffect(() => {
    if (token) realtimeClient().authenticate(token);
  }, [token]);

  useEffect(() => () => realtimeClient().authenticate(null), []);

  useEffect(() => {
    if (isTokenRefused && isSignedIn) dispatch(notificationsChanged());
  }, [isTokenRefused, isSignedIn, dispatch]);

  useEffect(() => {
    if (!isSignedIn) return;
    return realtimeClient().subscribe({ channel: 'notifications' }, (message) => {
      const unread = unreadCountFrom(message);
      if (unread === null) return;
      dispatch(notificationCountChanged(unread));
      dispatch(notificationsChanged());
    });
  }, [isSignedIn, dispatch]);
}
