import websocket from '@fastify/websocket';
import { realtimeCloseCodes } from '@invest/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { openWsSession, type WsSessionDeps } from './ws-session';

/** Largest message a client may send; every message of the protocol is far smaller. */
const maxClientMessageBytes = 16 * 1024;

/** GET /ws on the trading host: the websocket of market data and the user's own events. */
export const wsRoutes: FastifyPluginAsync<WsSessionDeps> = async (app, deps) => {
  await app.register(websocket, {
    options: { maxPayload: maxClientMessageBytes },
    // The host is stopping: each client hears so (going away) and reconnects, to another instance
    // or to this one restarted; no new websocket is accepted.
    preClose: async () => {
      for (const client of app.websocketServer.clients) {
        client.close(realtimeCloseCodes.goingAway, 'Server stopping');
      }
      app.websocketServer.close();
    },
  });
  app.get('/ws', { websocket: true, config: { guard: 'public' }, schema: { hide: true } }, (socket, request) =>
    openWsSession(deps, socket, request),
  );
};
