import { useEffect } from 'react';
import { activityRecorded, signOut } from '../features/auth';
import { useAppDispatch, useAppSelector, useAppStore } from '../shared/store/hooks';
import { isInactive } from './inactivity';

const activityEvents = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
const checkEveryMs = 10_000;
/** Activity is written to the persisted state at most this often, so a reload still knows it. */
const recordEveryMs = 30_000;

/** Signs the user out after `allowedInactiveInMinutes` without pointer, key or scroll activity. */
export function useInactivitySignOut() {
  const isSignedIn = useAppSelector((state) => state.auth.token !== null);
  const allowedMinutes = useAppSelector((state) => state.app.allowedInactiveInMinutes);
  const dispatch = useAppDispatch();
  const store = useAppStore();

  useEffect(() => {
    if (!isSignedIn) return;
    let lastActivity = store.getState().auth.lastTimestamp ?? Date.now();
    let recordedAt = lastActivity;
    let signedOut = false;

    const check = () => {
      if (signedOut || !isInactive(lastActivity, Date.now(), allowedMinutes)) return;
      signedOut = true;
      void dispatch(signOut({ inactive: true }));
    };
    const onActivity = () => {
      lastActivity = Date.now();
      if (lastActivity - recordedAt >= recordEveryMs) {
        recordedAt = lastActivity;
        dispatch(activityRecorded(lastActivity));
      }
    };

    check();
    const options = { capture: true, passive: true };
    for (const event of activityEvents) window.addEventListener(event, onActivity, options);
    const timer = window.setInterval(check, checkEveryMs);
    return () => {
      window.clearInterval(timer);
      for (const event of activityEvents) window.removeEventListener(event, onActivity, options);
    };
  }, [isSignedIn, allowedMinutes, dispatch, store]);
}
