import type { ServerModule } from '../../platform/module';
import type { MessagesDeps } from './messages.deps';
import { messagesRoutes } from './messages.routes';

/** Messages: the contact and support forms, the domain's public info and the messages a user hides. */
export function createMessagesModule(deps: MessagesDeps): ServerModule {
  return {
    api: () => ({
      routes: async (app) => {
        await app.register(messagesRoutes, { deps });
      },
    }),
  };
}
