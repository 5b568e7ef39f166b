import websocket from '@fastify/websocket';
import type { FastifyPluginAsync } from 'fastify';
import { openWsSession, type WsSessionDeps } from './ws-session';

/** Largest message a client may send; every message of the protocol is far smaller. */
const maxClientMessageBytes = 16 * 1024;

/** GET /ws on the trading host: the websocket of market data and the user's own events. */
export const wsRoutes: FastifyPluginAsync<WsSessionDeps> = async (app, deps) => {
  await app.register(websocket, { options: { maxPayload: maxClientMessageBytes } });
  app.get('/ws', { websocket: true, config: { guard: 'public' }, schema: { hide: true } }, (socket, request) =>
    openWsSession(deps, socket, request),
  );
};
