import { useEffect } from 'react';
import { realtimeClient } from '../../shared/realtime/realtime-connection';
import { useRealtimeStatus } from '../../shared/realtime/use-realtime-status';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { invalidateOrders } from './trading.api';

/**
 * Signs the websocket in with the session's access token, and again whenever it changes, for a user
 * who can trade (the shell's notification feed signs every signed-in user in, and out at sign-out).
 * A token the host refuses (it expired) makes the screen reload the investor's orders: that request
 * refreshes the session (SPEC 4), and the new token signs the websocket in again.
 */
export function useRealtimeSession(canTrade: boolean) {
  const dispatch = useAppDispatch();
  const token = useAppSelector((state) => state.auth.token);
  const { isTokenRefused } = useRealtimeStatus();

  useEffect(() => {
    if (canTrade) realtimeClient().authenticate(token);
  }, [token, canTrade]);

  useEffect(() => {
    if (isTokenRefused && canTrade) dispatch(invalidateOrders());
  }, [isTokenRefused, canTrade, dispatch]);
}
