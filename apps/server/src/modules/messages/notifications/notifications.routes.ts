import {
  emptyRequestSchema,
  notificationCountSchema,
  notificationIdParamSchema,
  notificationListQuerySchema,
  notificationPageSchema,
  readNotificationsRequestSchema,
} from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/database';
import { ok, okResponse } from '../../../platform/http/envelope';
import { requireAuth } from '../../../platform/http/guards';
import { clearNotifications, deleteNotification, findNotifications, readNotifications } from './notifications.service';

const tags = ['notifications'];
const config = { guard: 'signedIn' } as const;

/** SPEC 7 "Notifications" (API.md: /v1/notifications), and marking them read, which the spec leaves open. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ deps: { db: Database; clock: Clock } }> = async (
  app,
  { deps },
) => {
  app.get(
    '/notifications',
    {
      config,
      schema: {
        tags,
        summary:
          "The user's notifications, newest first, those whose title or text holds filterKeyword (any case), and the unread count (SPEC 7 GET notifications)",
        querystring: notificationListQuerySchema,
        response: okResponse(notificationPageSchema),
      },
    },
    async (request) => ok(await findNotifications(deps, requireAuth(request), request.query)),
  );

  app.delete(
    '/notifications/:id',
    {
      config,
      schema: {
        tags,
        summary: "Deletes one of the user's notifications; answers the unread count (SPEC 7 DELETE notifications/{id})",
        params: notificationIdParamSchema,
        response: okResponse(notificationCountSchema),
      },
    },
    async (request) => ok(await deleteNotification(deps, requireAuth(request), request.params.id), 'Deleted'),
  );

  app.post(
    '/notifications/clear',
    {
      config,
      schema: {
        tags,
        summary: 'Deletes every notification of the user: the centre is empty (SPEC 7 POST notifications/clear)',
        body: emptyRequestSchema,
        response: okResponse(notificationCountSchema),
      },
    },
    async (request) => ok(await clearNotifications(deps, requireAuth(request)), 'Cleared'),
  );

  app.post(
    '/notifications/read',
    {
      config,
      schema: {
        tags,
        summary:
          "Marks the named notifications read, or all of them without ids; answers the unread count (the app's bell)",
        body: readNotificationsRequestSchema,
        response: okResponse(notificationCountSchema),
      },
    },
    async (request) => ok(await readNotifications(deps, requireAuth(request), request.body?.ids)),
  );
};
