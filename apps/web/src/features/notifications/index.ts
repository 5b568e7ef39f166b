export { NotificationBell } from './notification-bell';
export { notificationsRoutes } from './notifications.routes';
