export { createMessagesModule } from './messages.module';
export { type NotificationCreatedEvent, notificationCreatedTopic } from './notifications/notification-sources';
