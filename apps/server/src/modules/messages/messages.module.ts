import type { ServerModule } from '../../platform/module';
import type { MessagesDeps } from './messages.deps';
import { messagesRoutes } from './messages.routes';
import { notificationJobs, notificationWatchers } from './notifications/notification-sources';
import { notificationsRoutes } from './notifications/notifications.routes';

/**
 * Messages: the contact and support forms, the domain's public info, the messages a user hides, and
 * the notification centre, whose notifications the worker makes from other modules' events.
 */
export function createMessagesModule(deps: MessagesDeps): ServerModule {
  return {
    api: () => ({
      routes: async (app) => {
        await app.register(messagesRoutes, { deps });
        await app.register(notificationsRoutes, { deps });
      },
    }),
    outboxWatchers: notificationWatchers(deps.clock),
    outboxHandlers: notificationJobs(deps.clock),
  };
}
