import { useEffect } from 'react';
import { api } from '../../shared/api/api';
import { realtimeClient } from '../../shared/realtime/realtime-connection';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';

/**
 * The investor's asset lists (positions, balances) loaded again when the set of assets they hold
 * changes: a first share bought or deposited, the last one sold, on any device (the trading host's
 * `assets` channel). The shell's notification feed signs the websocket in.
 */
export function useAssetFeed() {
  const dispatch = useAppDispatch();
  const isInvestor = useAppSelector((state) => Boolean(state.auth.user?.investor_id));

  useEffect(() => {
    if (!isInvestor) return;
    return realtimeClient().subscribe({ channel: 'assets' }, () => {
      dispatch(api.util.invalidateTags(['Assets']));
    });
  }, [isInvestor, dispatch]);
}
