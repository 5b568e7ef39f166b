import type { Authenticate } from '../../platform/http/guards';
import type { ServerModule } from '../../platform/module';
import { accountRoutes } from './account.routes';
import type { AuthDeps } from './auth.deps';
import { authRoutes } from './auth.routes';
import { emailChangeRoutes } from './email-change/email-change.routes';
import { fundedRoutes } from './funded/funded.routes';
import { markFundedOnDeposit } from './funded/funded.service';
import { passwordRoutes } from './password.routes';
import { resetPassword } from './password.service';
import { authenticate } from './sessions.service';
import { pruneThrottlesJob } from './sign-in-throttle-prune';
import { removeSignInProvider, type SignInProviderInput, setSignInProvider } from './social/sign-in-providers.service';
import { socialRoutes } from './social/social.routes';
import { termsRoutes } from './terms.routes';
import { twoFactorRoutes } from './two-factor/two-factor.routes';
import { checkTwoFactorCode } from './two-factor/two-factor.service';
import { userAdminRoutes } from './user-admin/user-admin.routes';
import { userSearchRoutes } from './user-search/user-search.routes';
import { type CreateUserInput, createUser } from './users.service';

export type { OnboardingSections, SignupRewardInput } from './auth.deps';
export { userIdColumn, users } from './auth.tables';
export { insertSignature } from './signatures.repository';
export {
  countSignupsByDay,
  findSignedUpUsers,
  findSignupProgress,
  findUserContacts,
  type SignedUpUser,
} from './signup-counts';
export {
  findAdminEmails,
  findCurrentTermsAcceptedAt,
  findUsersPage,
  getUserRecord,
  type OnboardingUserFields,
  signOutEverywhere,
  updateOnboardingFields,
} from './user-records';
export type { UserRow } from './users.repository';
export type { CreateUserInput } from './users.service';

/**
 * Accounts and sessions: the api role's auth and account routes, the watcher of completed deposits
 * that marks the funded milestone, and what other modules ask of auth.
 */
export interface AuthModule extends ServerModule {
  authenticate: Authenticate;
  /** Operator CLI: a user with the rules of registration (email, password strength, country, roles). */
  createUser(input: CreateUserInput): Promise<{ id: string; email: string }>;
  /** Operator CLI: a new password for a user; every session of theirs ends. */
  resetPassword(input: { tenantId: string; email: string; password: string }): Promise<void>;
  /** Checks the user's authenticator code before a sensitive action (a withdrawal). */
  checkTwoFactorCode(tenantId: string, userId: string, code: string | undefined): ReturnType<typeof checkTwoFactorCode>;
  /** Operator CLI: offers an OpenID provider for signing in on a domain, or replaces its settings. */
  setSignInProvider(input: SignInProviderInput): Promise<void>;
  /** Operator CLI: the domain stops offering the provider; false when it did not. */
  removeSignInProvider(tenantId: string, slug: string): Promise<boolean>;
}

export function createAuthModule(deps: AuthDeps): AuthModule {
  return {
    api: () => ({
      routes: async (app) => {
        await app.register(authRoutes, { deps });
        await app.register(passwordRoutes, { deps });
        await app.register(twoFactorRoutes, { deps });
        await app.register(termsRoutes, { deps });
        await app.register(accountRoutes, { deps });
        await app.register(socialRoutes, { deps });
        await app.register(emailChangeRoutes, { deps, prefix: '/account' });
        await app.register(userSearchRoutes, { deps, prefix: '/account' });
        await app.register(fundedRoutes, { deps, prefix: '/account' });
        await app.register(userAdminRoutes, { deps });
      },
    }),
    outboxWatchers: { [deps.paymentUpdatedTopic]: markFundedOnDeposit },
    worker: () => {
      const prune = pruneThrottlesJob(deps);
      return { start: () => prune.start(), stop: () => prune.stop() };
    },
    authenticate: (request, token) => authenticate(deps, request, token),
    createUser: (input) => createUser(deps, input),
    resetPassword: (input) => resetPassword(deps, input),
    checkTwoFactorCode: (tenantId, userId, code) => checkTwoFactorCode(deps, tenantId, userId, code),
    setSignInProvider: (input) => setSignInProvider(deps, input),
    removeSignInProvider: (tenantId, slug) => removeSignInProvider(deps, tenantId, slug),
  };
}
