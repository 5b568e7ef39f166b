import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const NotificationsStack = lazy(async () => ({ default: (await import('./notifications-stack')).NotificationsStack }));

/** Mounts Mantine's notification stack when the first notification is shown. */
export function NotificationsHost() {
  const { notifications, queue } = useNotifications();
  const [isNeeded, setIsNeeded] = useState(false);
  if (!isNeeded && notifications.length + queue.length > 0) setIsNeeded(true);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsStack />
    </Suspense>
  );
}
