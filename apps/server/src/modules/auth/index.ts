import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../platform/errors';
import type { Authenticate } from '../../platform/http/guards';

export interface AuthModule {
  authenticate: Authenticate;
  routes: FastifyPluginAsync;
}

export function createAuthModule(): AuthModule {
  return {
    authenticate: async () => {
      throw new AppError('UNAUTHENTICATED', 'Please sign in to continue');
    },
    routes: async () => undefined,
  };
}
