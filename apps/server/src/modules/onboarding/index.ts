import { createHmac } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { OnboardingSections, UserRow } from '../auth';
import { onboardingAdminRoutes } from './admin/admin.routes';
import { documentsRoutes } from './documents.routes';
import { formsRoutes } from './forms.routes';
import type { KycProvider } from './kyc/kyc.port';
import { kycRoutes } from './kyc/kyc.routes';
import { handleKycCallback } from './kyc/kyc.service';
import { createSandboxKycProvider } from './kyc/sandbox-kyc';
import type { OnboardingDeps } from './onboarding.deps';
import { loadOnboardingSections } from './onboarding.sections';
import { registrationRoutes } from './registration.routes';

export interface OnboardingModule {
  /** Every registration route, registered under /v1. */
  routes: FastifyPluginAsync;
  /** The user payload's onboarding sections, for auth's payload builder. */
  payloadSections(user: UserRow): Promise<OnboardingSections>;
  /** Stops the KYC provider's pending deliveries (process shutdown). */
  stop(): void;
}

/** The key KYC callbacks are signed with, derived from the server's JWT secret. */
export function kycCallbackSecretFrom(jwtSecret: Uint8Array): Uint8Array {
  return createHmac('sha256', jwtSecret).update('kyc-callback').digest();
}

export interface OnboardingOptions extends Omit<OnboardingDeps, 'kyc'> {
  /** The KYC provider; the sandbox, answering after `kycSandboxDelayMs`, when none is given. */
  kyc?: KycProvider;
  kycSandboxDelayMs: number;
  log: (line: string) => void;
}

export function createOnboardingModule(options: OnboardingOptions): OnboardingModule {
  const { kyc, kycSandboxDelayMs, log, ...shared } = options;
  const deps: OnboardingDeps = {
    ...shared,
    kyc:
      kyc ??
      createSandboxKycProvider({
        secret: shared.kycCallbackSecret,
        clock: shared.clock,
        delayMs: kycSandboxDelayMs,
        deliver: (body, headers) => handleKycCallback(deps, body, headers),
        onError: (error) => log(`kyc sandbox: ${error instanceof Error ? error.message : String(error)}`),
      }),
  };
  return {
    routes: async (app) => {
      const prefix = '/registration';
      await app.register(registrationRoutes, { deps, prefix });
      await app.register(documentsRoutes, { deps, prefix });
      await app.register(formsRoutes, { deps, prefix });
      await app.register(kycRoutes, { deps, prefix });
      await app.register(onboardingAdminRoutes, { deps, prefix: '/admin/onboarding' });
    },
    payloadSections: (user) => loadOnboardingSections(deps.db, deps.clock, user),
    stop: () => deps.kyc.stop(),
  };
}
