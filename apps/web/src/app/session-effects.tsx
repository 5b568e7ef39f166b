import { useEffect } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { loggedOut } from '../features/auth';
import { clearAllDrafts } from '../features/onboarding';
import { api } from '../shared/api/api';
import { usePageHints } from './page-hints';
import { listenerMiddleware, persistor } from './store';

/**
 * The logout flow of SPEC 4: once the session is cleared (by the user, by inactivity or by a failed
 * refresh) the user goes to `/`, cached server data and onboarding drafts are dropped and the
 * persisted state is purged.
 * The navigation is rendered together with the cleared session (flushSync, router without
 * transitions), so a guarded page never sees the signed-out state and redirects to /sign-in first.
 */
export function SessionEffects() {
  const navigate = useNavigate();
  usePageHints();
  useEffect(
    () =>
      listenerMiddleware.startListening({
        actionCreator: loggedOut,
        effect: async (_action, listenerApi) => {
          flushSync(() => {
            void navigate('/');
          });
          listenerApi.dispatch(api.util.resetApiState());
          clearAllDrafts();
          await persistor.purge();
        },
      }),
    [navigate],
  );
  return null;
}
