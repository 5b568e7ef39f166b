import { createHmac } from 'node:crypto';
import type { KycStatus } from '@invest/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { SumsubSettings } from '../../config';
import type { OnboardingSections, UserRow } from '../auth';
import { onboardingAdminRoutes } from './admin/admin.routes';
import { checklistRoutes } from './checklist.routes';
import { documentsRoutes } from './documents.routes';
import { formsRoutes } from './forms.routes';
import { kycRoutes } from './kyc/kyc.routes';
import { getKycStatus, handleKycCallback, resumePendingKycChecks } from './kyc/kyc.service';
import { createSandboxKycProvider } from './kyc/sandbox-kyc';
import { createSumsubKycProvider } from './kyc/sumsub-kyc';
import type { Actor, OnboardingDeps } from './onboarding.deps';
import { loadOnboardingSections } from './onboarding.sections';
import { loadOnboardingView } from './onboarding-view';
import { registrationRoutes } from './registration.routes';

export { newInvestorId } from './kyc/kyc.service';

export interface OnboardingModule {
  /** Every registration route, registered under /v1. */
  routes: FastifyPluginAsync;
  /** The user payload's onboarding sections, for auth's payload builder. */
  payloadSections(user: UserRow): Promise<OnboardingSections>;
  /**
   * Whether the user has given their tax information (the tax form), which withdrawals need on top of
   * an approved investor account; true when the domain does not ask for it.
   */
  hasTaxForm(actor: Actor): Promise<boolean>;
  /** The state of the user's identity check (GET registration/kyc's status). */
  kycStatus(actor: Actor): Promise<KycStatus['status']>;
  /** Resumes the KYC checks this process answers (the sandbox's) that a restart left pending; once migrated. */
  start(): Promise<void>;
  /** Stops the KYC provider's pending deliveries (process shutdown). */
  stop(): void;
}

/** The key KYC callbacks are signed with, derived from the server's JWT secret. */
export function kycCallbackSecretFrom(jwtSecret: Uint8Array): Uint8Array {
  return createHmac('sha256', jwtSecret).update('kyc-callback').digest();
}

export interface OnboardingOptions extends Omit<OnboardingDeps, 'kyc'> {
  /** Sumsub's settings when it is the KYC provider; else the sandbox answers after `kycSandboxDelayMs`. */
  sumsub: SumsubSettings | null;
  kycSandboxDelayMs: number;
  log: (line: string) => void;
}

export function createOnboardingModule(options: OnboardingOptions): OnboardingModule {
  const { sumsub, kycSandboxDelayMs, log, ...shared } = options;
  const deps: OnboardingDeps = {
    ...shared,
    kyc: sumsub
      ? createSumsubKycProvider(sumsub)
      : createSandboxKycProvider({
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
      await app.register(checklistRoutes, { deps, prefix });
      await app.register(documentsRoutes, { deps, prefix });
      await app.register(formsRoutes, { deps, prefix });
      await app.register(kycRoutes, { deps, prefix });
      await app.register(onboardingAdminRoutes, { deps, prefix: '/admin/onboarding' });
    },
    payloadSections: (user) => loadOnboardingSections(deps.db, deps.clock, user),
    hasTaxForm: async (actor) => {
      const view = await loadOnboardingView(deps, actor);
      const isAsked = [...view.steps, ...view.laterSteps].some((entry) => entry.step === 'tax_payer_identification');
      return !isAsked || Boolean(view.completedAt.tax_payer_identification);
    },
    kycStatus: async (actor) => (await getKycStatus(deps, actor)).status,
    start: () => resumePendingKycChecks(deps),
    stop: () => deps.kyc.stop(),
  };
}
