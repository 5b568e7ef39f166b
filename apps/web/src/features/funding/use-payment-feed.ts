import { useEffect } from 'react';
import { api } from '../../shared/api/api';
import { realtimeClient } from '../../shared/realtime/realtime-connection';
import { useRealtimeStatus } from '../../shared/realtime/use-realtime-status';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { paymentChanged } from './funding.api';

/**
 * The investor's payments and balances, live from their websocket (channels `notifications` and
 * `balances` of the trading host): a payment made or changed anywhere shows at once on the screen
 * that holds it, and balances are read again when they change. Mounted once by each screen that
 * shows payments. The websocket signs in with the session's token; when the host refuses it (it
 * expired), balances and payments are read again, which refreshes the session and so signs the
 * socket in anew.
 */
export function usePaymentFeed() {
  const dispatch = useAppDispatch();
  const token = useAppSelector((state) => state.auth.token);
  const isInvestor = useAppSelector((state) => Boolean(state.auth.user?.investor_id));
  const { isTokenRefused } = useRealtimeStatus();

  useEffect(() => {
    if (isInvestor) realtimeClient().authenticate(token);
  }, [token, isInvestor]);

  useEffect(() => {
    if (isTokenRefused && isInvestor) dispatch(api.util.invalidateTags(['Balances', 'Payments']));
  }, [isTokenRefused, isInvestor, dispatch]);

  useEffect(() => {
    if (!isInvestor) return;
    const client = realtimeClient();
    const stopPayments = client.subscribe({ channel: 'notifications' }, (message) => {
      if (message.channel === 'notifications' && message.data.type === 'payment') {
        dispatch(paymentChanged(message.data.payment));
      }
    });
    const stopBalances = client.subscribe({ channel: 'balances' }, () => {
      dispatch(api.util.invalidateTags(['Balances']));
    });
    return () => {
      stopPayments();
      stopBalances();
    };
  }, [isInvestor, dispatch]);
}
