import { messages } from '@invest/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import type { AuthContext, Guard } from './context';

export type Authenticate = (request: FastifyRequest, token: string) => Promise<AuthContext>;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

const unauthenticated = () => new AppError('UNAUTHENTICATED', 'Please sign in to continue');

/** Checks the declared guard of every route before its handler runs. */
export function enforceGuards(app: FastifyInstance, authenticate: Authenticate) {
  app.decorateRequest('auth', null);
  app.addHook('onRoute', (route) => {
    if (route.config?.guard) return;
    if (typeof route.url === 'string' && route.url.startsWith('/docs')) {
      route.config = { ...route.config, guard: 'public' };
      return;
    }
    throw new Error(`Route ${String(route.method)} ${route.url} declares no guard`);
  });
  app.addHook('preHandler', async (request) => {
    // A request no route matched has no guard to check: it gets the 404 envelope, signed in or not.
    if (request.is404) return;
    const guard: Guard = request.routeOptions.config.guard ?? 'superAdmin';
    if (guard === 'public') return;
    const token = bearerToken(request);
    if (!token) {
      if (guard === 'optionalAuth') return;
      throw unauthenticated();
    }
    const auth = await authenticate(request, token);
    if (auth.tenantId !== request.tenant.id) throw unauthenticated();
    if (guard === 'twoFactorPending') {
      if (auth.scope !== 'two-factor') throw unauthenticated();
      request.auth = auth;
      return;
    }
    if (auth.scope !== 'full') throw unauthenticated();
    request.auth = auth;
    checkRole(guard, auth);
  });
}

function checkRole(guard: Guard, auth: AuthContext) {
  const isAdmin = auth.roles.includes('admin') || auth.roles.includes('super-admin');
  switch (guard) {
    case 'verifiedEmail':
    case 'investor':
      if (!auth.isEmailVerified) throw new AppError('EMAIL_NOT_VERIFIED', messages.confirmEmail);
      if (guard === 'investor' && !auth.investorId) {
        throw new AppError('FORBIDDEN', 'Your investor account is not active yet');
      }
      return;
    case 'admin':
      if (!isAdmin) throw new AppError('FORBIDDEN', 'Administrators only');
      return;
    case 'superAdmin':
      if (!auth.roles.includes('super-admin')) throw new AppError('FORBIDDEN', 'Super administrators only');
      return;
    default:
      return;
  }
}

/** The signed-in caller of a guarded route (the guard has already proved there is one). */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}
