import { createHmac } from 'node:crypto';
import type { InvestmentLimitFacts, KycStatus } from '@invest/contracts';
import type { SumsubSettings } from '../../config';
import type { IntervalJob } from '../../platform/jobs/interval-job';
import type { ServerModule } from '../../platform/module';
import type { OnboardingSections, UserRow } from '../auth';
import { onboardingAdminRoutes } from './admin/admin.routes';
import { checklistRoutes } from './checklist.routes';
import { accountDocumentsRoutes } from './documents/account-documents.routes';
import { createIdentityExpiryJob } from './documents/document-expiry';
import { createUploadCleanupJob } from './documents/document-uploads.service';
import { documentsRoutes } from './documents/documents.routes';
import { formsRoutes } from './forms.routes';
import { loadInvestmentLimitFacts } from './investment-limit-facts';
import { kycRoutes } from './kyc/kyc.routes';
import { getKycStatus, handleKycCallback, resumePendingKycChecks } from './kyc/kyc.service';
import { createSandboxKycProvider } from './kyc/sandbox-kyc';
import { createSumsubKycProvider } from './kyc/sumsub-kyc';
import type { Actor, OnboardingDeps } from './onboarding.deps';
import { loadOnboardingSections } from './onboarding.sections';
import { loadOnboardingView } from './onboarding-view';
import { registrationRoutes } from './registration.routes';
import { settingsRoutes } from './settings/settings.routes';
import { suitabilityNotificationRoutes } from './suitability/suitability-notification.routes';

export { countPendingReviews } from './admin/review-counts';
export { newInvestorId } from './kyc/kyc.service';
export { type OnboardingNewsEvent, onboardingNewsTopic } from './onboarding-news';
export { findAnsweredSuitabilityPage } from './suitability/answered-suitability';
export { findSuitabilityAnswers, suitabilityNotificationOf } from './suitability/suitability-answers';

/**
 * The onboarding workflow: the api role's registration routes (started, it resumes the KYC checks a
 * restart left pending; stopped, it ends the KYC provider's pending deliveries) and what auth and
 * funding ask of it.
 */
export interface OnboardingModule extends ServerModule {
  /** The user payload's onboarding sections, for auth's payload builder. */
  payloadSections(user: UserRow): Promise<OnboardingSections>;
  /**
   * Whether the user has given their tax information (the tax form), which withdrawals need on top of
   * an approved investor account; true when the domain does not ask for it.
   */
  hasTaxForm(actor: Actor): Promise<boolean>;
  /** The state of the user's identity check (GET registration/kyc's status). */
  kycStatus(actor: Actor): Promise<KycStatus['status']>;
  /** What the investor certified that the Reg CF investment limit reads. */
  investmentLimitFacts(actor: Actor): Promise<InvestmentLimitFacts>;
  /** The worker's job removing chunked uploads left alone for a day, with their files. */
  uploadCleanup: IntervalJob<number>;
  /** The worker's job marking identity documents past their expiry date expired, and telling their owners. */
  identityExpiry: IntervalJob<number>;
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
  const uploadCleanup = createUploadCleanupJob(deps, log);
  const identityExpiry = createIdentityExpiryJob(deps, log);
  return {
    api: () => ({
      routes: async (app) => {
        const prefix = '/registration';
        await app.register(registrationRoutes, { deps, prefix });
        await app.register(checklistRoutes, { deps, prefix });
        await app.register(documentsRoutes, { deps, prefix });
        await app.register(formsRoutes, { deps, prefix });
        await app.register(kycRoutes, { deps, prefix });
        await app.register(onboardingAdminRoutes, { deps, prefix: '/admin/onboarding' });
        await app.register(suitabilityNotificationRoutes, { deps, prefix: '/account' });
        await app.register(settingsRoutes, { deps, prefix: '/account' });
        await app.register(accountDocumentsRoutes, { deps, prefix: '/account' });
      },
      start: () => resumePendingKycChecks(deps),
      stop: () => deps.kyc.stop(),
    }),
    worker: () => ({
      start: () => {
        uploadCleanup.start();
        identityExpiry.start();
      },
      stop: () => {
        uploadCleanup.stop();
        identityExpiry.stop();
      },
    }),
    uploadCleanup,
    identityExpiry,
    payloadSections: (user) => loadOnboardingSections(deps.db, deps.clock, user),
    hasTaxForm: async (actor) => {
      const view = await loadOnboardingView(deps, actor);
      const isAsked = [...view.steps, ...view.laterSteps].some((entry) => entry.step === 'tax_payer_identification');
      return !isAsked || Boolean(view.completedAt.tax_payer_identification);
    },
    kycStatus: async (actor) => (await getKycStatus(deps, actor)).status,
    investmentLimitFacts: (actor) => loadInvestmentLimitFacts(deps.db, deps.clock, actor),
  };
}
