import { useEffect } from 'react';
import { api } from '../../shared/api/api';
import { realtimeClient } from '../../shared/realtime/realtime-connection';
import { useAppDispatch } from '../../shared/store/hooks';
import { useOrderActivity } from './order-activity';

/**
 * The investor's own live updates: each change of an order is announced in the activity log (the
 * order lists follow the same channel themselves), and changed balances are loaded again.
 */
export function useAccountFeed(canTrade: boolean) {
  const dispatch = useAppDispatch();
  const { observe } = useOrderActivity();

  useEffect(() => {
    if (!canTrade) return;
    const client = realtimeClient();
    const stopOrders = client.subscribe({ channel: 'orders' }, (message) => {
      if (message.channel === 'orders') observe(message.data);
    });
    const stopBalances = client.subscribe({ channel: 'balances' }, () => {
      dispatch(api.util.invalidateTags(['Balances']));
    });
    return () => {
      stopOrders();
      stopBalances();
    };
  }, [canTrade, observe, dispatch]);
}
