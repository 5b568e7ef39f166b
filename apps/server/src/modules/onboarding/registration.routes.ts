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
import type { z } from 'zod';
import type { AuthContext } from '../../platform/http/context';
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
import { saveSuitability } from './suitability/suitability.service';
import { saveTaxInfo } from './tax-info.service';

const tags = ['registration'];
const config = { guard: 'verifiedEmail' } as const;
const progressResponse = okResponse(onboardingProgressSchema);

/** The finish-profile calls of SPEC 7 Registration, under /v1/registration. */
export const registrationRoutes: FastifyPluginAsyncZod<{ deps: OnboardingDeps }> = async (app, { deps }) => {
  /** A step's save: its body schema, the service that saves it, and the progress it answers. */
  function saveStep<Body extends z.ZodType>(
    path: string,
    body: Body,
    save: (auth: AuthContext, body: z.output<Body>) => Promise<z.output<typeof onboardingProgressSchema>>,
  ) {
    app.post(path, { config, schema: { tags, body, response: progressResponse } }, async (request) =>
      ok(await save(requireAuth(request), request.body as z.output<Body>), 'Saved'),
    );
  }

  app.get('/steps', { config, schema: { tags, response: okResponse(onboardingStatusSchema) } }, async (request) =>
    ok(await getOnboardingStatus(deps, requireAuth(request))),
  );

  saveStep('/contact', contactRequestSchema, (auth, body) => saveContact(deps, auth, body));
  saveStep('/details/individual', individualDetailsRequestSchema, (auth, body) =>
    saveIndividualDetails(deps, auth, body),
  );
  saveStep('/details/entity', entityDetailsRequestSchema, (auth, body) => saveEntityDetails(deps, auth, body));
  saveStep('/details/entity/legalSigners', legalSignersRequestSchema, (auth, body) =>
    saveLegalSigners(deps, auth, body),
  );
  saveStep('/individual/taxPayerId', taxPayerIdRequestSchema, (auth, body) =>
    saveTaxInfo(deps, auth, 'Individual', body),
  );
  saveStep('/entity/tax-info', entityTaxInfoRequestSchema, (auth, body) => saveTaxInfo(deps, auth, 'Entity', body));

  app.post(
    '/suitability',
    { config, schema: { tags, body: suitabilityRequestSchema, response: progressResponse } },
    async (request) => {
      const { progress, message } = await saveSuitability(deps, requireAuth(request), request.body);
      return ok(progress, message);
    },
  );

  saveStep('/certify-accredited', certifyAccreditedRequestSchema, (auth, body) => certifyAccredited(deps, auth, body));
  saveStep('/identification_details', identificationDetailsRequestSchema, (auth, body) =>
    saveIdentificationDetails(deps, auth, body),
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
