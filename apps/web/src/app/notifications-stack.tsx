import { Notifications } from '@mantine/notifications';

export function NotificationsStack() {
  return <Notifications position="top-right" />;
}
