import type { Payment } from '@invest/contracts';
import { useEffect, useRef } from 'react';
import { api } from '../../shared/api/api';
import { useRealtimeStatus } from '../../shared/realtime/use-realtime-status';
import { useAppDispatch } from '../../shared/store/hooks';
import { useSecondsLeft } from './countdown';
import { pollingIntervalFor } from './payment-updates';

/**
 * Follows one payment on its screen, whose query of it takes the interval given to
 * `setPollingInterval`: none while the payment's changes arrive over the websocket (usePaymentFeed
 * refreshes the query then), a fallback poll while it is pending and the socket is down or signed
 * out, and a quick one once it is pending past `deadline` (an invoice's expiry). Once the payment is
 * seen to settle, balances and payments are read again, so every figure on the screen agrees with
 * it. Answers the seconds left until the deadline while the payment is pending, else null.
 */
export function useFollowPayment(
  payment: Payment,
  setPollingInterval: (interval: number) => void,
  deadline: string | null = null,
): number | null {
  const dispatch = useAppDispatch();
  const { status, isTokenRefused } = useRealtimeStatus();
  const isPending = payment.status === 'PENDING';
  const secondsLeft = useSecondsLeft(isPending ? deadline : null);
  const wasPending = useRef(isPending);
  const pollingInterval = pollingIntervalFor(payment, {
    isLive: status === 'open' && !isTokenRefused,
    isOverdue: secondsLeft === 0,
  });

  useEffect(() => setPollingInterval(pollingInterval), [pollingInterval, setPollingInterval]);

  useEffect(() => {
    if (isPending) {
      wasPending.current = true;
    } else if (wasPending.current) {
      wasPending.current = false;
      dispatch(api.util.invalidateTags(['Balances', 'Payments']));
    }
  }, [isPending, dispatch]);

  return secondsLeft;
}
