import {
  certifyAccreditedRequestSchema,
  contactRequestSchema,
  emptyRequestSchema,
  entityDetailsRequestSchema,
  entityTaxInfoRequestSchema,
  identificationDetailsRequestSchema,
  individualDetailsRequestSchema,
  legalSignersRequestSchema,
  onboardingProgressSchema,
  onboardingStatusSchema,
  skipStepRequestSchema,
  suitabilityRequestSchema,
  taxPayerIdRequestSchema,
} from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../platform/http/envelope';
import { requireAuth } from '../../platform/http/guards';
import { certifyAccredited } from './accreditation.service';
import { saveContact } from './contact.service';
import { saveEntityDetails, saveIndividualDetails } from './details.service';
import { saveIdentificationDetails } from './identification.service';
import { saveLegalSigners } from './legal-signers.service';
import type { OnboardingDeps } from './onboarding.deps';
import { completeRegistration, skipStep } from './progress.service';
import { getOnboardingStatus } from './status.service';
import { saveSuitability } from './suitability.service';
import { saveTaxInfo } from './tax-info.service';

const tags = ['registration'];
const config = { guard: 'verifiedEmail' } as const;
const progressResponse = okResponse(onboardingProgressSchema);

/** The finish-profile calls of SPEC 7 Registration, under /v1/registration. */
export const registrationRoutes: FastifyPluginAsyncZod<{ deps: OnboardingDeps }> = async (app, { deps }) => {
  app.get('/steps', { config, schema: { tags, response: okResponse(onboardingStatusSchema) } }, async (request) =>
    ok(await getOnboardingStatus(deps, requireAuth(request))),
  );

  app.post(
    '/contact',
    { config, schema: { tags, body: contactRequestSchema, response: progressResponse } },
    async (request) => ok(await saveContact(deps, requireAuth(request), request.body), 'Saved'),
  );

  app.post(
    '/details/individual',
    { config, schema: { tags, body: individualDetailsRequestSchema, response: progressResponse } },
    async (request) => ok(await saveIndividualDetails(deps, requireAuth(request), request.body), 'Saved'),
  );

  app.post(
    '/details/entity',
    { config, schema: { tags, body: entityDetailsRequestSchema, response: progressResponse } },
    async (request) => ok(await saveEntityDetails(deps, requireAuth(request), request.body), 'Saved'),
  );

  app.post(
    '/details/entity/legalSigners',
    { config, schema: { tags, body: legalSignersRequestSchema, response: progressResponse } },
    async (request) => ok(await saveLegalSigners(deps, requireAuth(request), request.body), 'Saved'),
  );

  app.post(
    '/individual/taxPayerId',
    { config, schema: { tags, body: taxPayerIdRequestSchema, response: progressResponse } },
    async (request) => ok(await saveTaxInfo(deps, requireAuth(request), 'Individual', request.body), 'Saved'),
  );

  app.post(
    '/entity/tax-info',
    { config, schema: { tags, body: entityTaxInfoRequestSchema, response: progressResponse } },
    async (request) => ok(await saveTaxInfo(deps, requireAuth(request), 'Entity', request.body), 'Saved'),
  );

  app.post(
    '/suitability',
    { config, schema: { tags, body: suitabilityRequestSchema, response: progressResponse } },
    async (request) => {
      const { progress, message } = await saveSuitability(deps, requireAuth(request), request.body);
      return ok(progress, message);
    },
  );

  app.post(
    '/certify-accredited',
    { config, schema: { tags, body: certifyAccreditedRequestSchema, response: progressResponse } },
    async (request) => ok(await certifyAccredited(deps, requireAuth(request), request.body), 'Saved'),
  );

  app.post(
    '/identification_details',
    { config, schema: { tags, body: identificationDetailsRequestSchema, response: progressResponse } },
    async (request) => ok(await saveIdentificationDetails(deps, requireAuth(request), request.body), 'Saved'),
  );

  app.post(
    '/skip',
    { config, schema: { tags, body: skipStepRequestSchema, response: progressResponse } },
    async (request) => ok(await skipStep(deps, requireAuth(request), request.body.step), 'Skipped'),
  );

  app.post(
    '/complete',
    { config, schema: { tags, body: emptyRequestSchema, response: progressResponse } },
    async (request) => ok(await completeRegistration(deps, requireAuth(request)), 'Your registration is complete'),
  );
};
