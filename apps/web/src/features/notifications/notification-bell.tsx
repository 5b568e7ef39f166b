import { ActionIcon, Indicator } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppSelector } from '../../shared/store/hooks';
import { BellIcon } from '../../shared/ui/icons';
import { badgeOf } from './notification-rules';
import { useNotificationsQuery } from './notifications.api';
import { useNotificationFeed } from './use-notification-feed';

/**
 * The signed-in header's bell: a link to the notification centre with the unread count (SPEC 3
 * app.notificationCount), read on arrival and kept current by the user's websocket.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  useNotificationsQuery({ page: 1, limit: 1 });
  useNotificationFeed();
  const count = useAppSelector((state) => state.app.notificationCount);
  const label = count > 0 ? t('notificationBell.unread', { count }) : t('notificationBell.label');
  return (
    <Indicator
      label={badgeOf(count)}
      disabled={count === 0}
      size={18}
      offset={4}
      color="red"
      inline
      data-testid="notification-count"
    >
      <ActionIcon
        component={Link}
        to="/notifications"
        variant="default"
        size="lg"
        radius="md"
        aria-label={label}
        title={label}
      >
        <BellIcon size={18} />
      </ActionIcon>
    </Indicator>
  );
}
