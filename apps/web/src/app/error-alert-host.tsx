import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { getAlert, subscribeToAlerts } from '../shared/errors/alert-store';
import { prefetchOnIntent } from '../shared/ui/prefetch-on-intent';

const loadModal = () => import('./error-alert-modal');
const ErrorAlertModal = lazy(async () => ({ default: (await loadModal()).ErrorAlertModal }));

/** Mounts the alert modal on the first alert; its code is fetched at the visitor's first touch of the page. */
export function ErrorAlertHost() {
  const alert = useSyncExternalStore(subscribeToAlerts, getAlert, getAlert);
  const [hasAlerted, setHasAlerted] = useState(false);
  if (alert && !hasAlerted) setHasAlerted(true);

  useEffect(() => prefetchOnIntent(loadModal), []);

  if (!hasAlerted) return null;
  return (
    <Suspense fallback={null}>
      <ErrorAlertModal alert={alert} />
    </Suspense>
  );
}
