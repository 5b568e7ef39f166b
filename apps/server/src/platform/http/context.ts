/** What the HTTP layer knows of the request's tenant and caller; modules fill them in. */
export interface TenantContext {
  id: string;
  host: string;
}

export interface AuthContext {
  userId: string;
  tenantId: string;
  sessionId: string;
  tokenId: string;
  scope: 'full' | 'two-factor';
  roles: readonly string[];
  isEmailVerified: boolean;
  investorId: string | null;
}

export const guards = [
  'public',
  'optionalAuth',
  'twoFactorPending',
  'signedIn',
  'verifiedEmail',
  'investor',
  'admin',
  'superAdmin',
] as const;
export type Guard = (typeof guards)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    guard?: Guard;
    /** The route moves money: it needs an Idempotency-Key and answers a retry from the stored first answer. */
    idempotent?: boolean;
    /**
     * The route answers with a file of the built web app (a script, a style sheet, an image): no page
     * policy and no CORS headers, which only a page or an API answer needs, and which cost a
     * kilobyte on each of a page's many small files.
     */
    file?: boolean;
    /** Read by @fastify/cors: false leaves CORS headers off the route's answers (set for `file` routes). */
    cors?: boolean;
    /**
     * The route serves the process, not a domain (GET /metrics): no tenant is resolved for its
     * requests, so it answers on any host, before any domain exists, and `request.tenant` stays null.
     */
    isTenantless?: boolean;
  }
  interface FastifyRequest {
    tenant: TenantContext;
    auth: AuthContext | null;
    /** The Idempotency-Key of an idempotent route's request (its first run), else null. */
    idempotencyKey: string | null;
  }
}
