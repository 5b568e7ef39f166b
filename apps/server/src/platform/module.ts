import type { FastifyPluginAsync } from 'fastify';
import type { OutboxHandler, OutboxWatcher } from './events/outbox';

/**
 * What a module adds to one role of the process (ARCHITECTURE.md: api, trading, worker). The role
 * asks for it once, when the process runs that role, so nothing a role does not run is built.
 */
export interface RoleParts {
  /** Registered under the role's prefix: /v1 on the api role, /api on the trading role. */
  routes?: FastifyPluginAsync;
  /** Registered at the root of the role's server: the web app's pages, the websocket. */
  rootRoutes?: FastifyPluginAsync;
  /** Starts what runs beside the requests (timers, polls, subscriptions), once the role is up. */
  start?(): void | Promise<void>;
  /** Stops it and frees what it holds; called once when the role's server closes. */
  stop?(): void | Promise<void>;
}

/**
 * The one way a module is wired: `create<Name>Module(deps)` returns this, and app.ts and main.ts
 * assemble the modules' parts per role and nothing else. A module also exports, from its index.ts,
 * the functions other modules call; the parts here are only what the process runs.
 */
export interface ServerModule {
  api?(): RoleParts;
  trading?(): RoleParts;
  worker?(): RoleParts;
  /** Topics the worker's outbox relay hands to this module. */
  outboxHandlers?: Record<string, OutboxHandler>;
  /** Topics of other modules' events this module reads too, beside their job or announcement. */
  outboxWatchers?: Record<string, OutboxWatcher>;
}
