import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { getAlert, subscribeToAlerts } from '../shared/errors/alert-store';
import { prefetchWhenIdle } from '../shared/ui/prefetch-when-idle';

const loadModal = () => import('./error-alert-modal');
const ErrorAlertModal = lazy(async () => ({ default: (await loadModal()).ErrorAlertModal }));

/** Mounts the alert modal on the first alert; its code is fetched once the app is idle. */
export function ErrorAlertHost() {
  const alert = useSyncExternalStore(subscribeToAlerts, getAlert);
  const [hasAlerted, setHasAlerted] = useState(false);
  if (alert && !hasAlerted) setHasAlerted(true);

  useEffect(() => prefetchWhenIdle(loadModal), []);

  if (!hasAlerted) return null;
  return (
    <Suspense fallback={null}>
      <ErrorAlertModal alert={alert} />
    </Suspense>
  );
}
