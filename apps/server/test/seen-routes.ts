import diagnostics from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';

export interface SeenRoute {
  app: FastifyInstance;
  route: RouteOptions;
}

/** Fastify announces every new instance here before any plugin runs. */
const initialization = 'fastify.initialization';

/**
 * Runs `build` and returns what it built with every route of every Fastify instance it created
 * (both roles of a test app), as their onRoute hooks saw them.
 */
export async function buildSeeingRoutes<T>(build: () => Promise<T>): Promise<{ built: T; seen: SeenRoute[] }> {
  const seen: SeenRoute[] = [];
  const collect = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route) => {
      seen.push({ app: fastify, route });
    });
  };
  diagnostics.subscribe(initialization, collect);
  try {
    return { built: await build(), seen };
  } finally {
    diagnostics.unsubscribe(initialization, collect);
  }
}

/** A route's methods, as one list. */
export const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]);
