import {
  accountSettingsSchema,
  basicRequestSchema,
  generalSettingsRequestSchema,
  settingsSavedSchema,
  taxInfoSettingsRequestSchema,
} from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../../platform/http/envelope';
import { requireAuth } from '../../../platform/http/guards';
import type { OnboardingDeps } from '../onboarding.deps';
import { getAccountSettings, saveBasic, saveGeneralSettings, saveTaxInfoSettings } from './settings.service';

const tags = ['account'];
const config = { guard: 'verifiedEmail' } as const;
const settingsResponse = okResponse(accountSettingsSchema);
const savedResponse = okResponse(settingsSavedSchema);
const savedMessage = (saved: { outcome: 'saved' | 'in_review' }) =>
  saved.outcome === 'saved' ? 'Saved' : 'Your new details are being verified: your profile shows them once they are';

/** SPEC 7 Account: the investor's details after onboarding (settings, basic, settings/general, settings/tax-info). */
export const settingsRoutes: FastifyPluginAsyncZod<{ deps: OnboardingDeps }> = async (app, { deps }) => {
  const summary = {
    read: 'What the investor saved at onboarding or since, and any change of verified details',
    basic:
      'My Details: names, date of birth and nationality (or the company’s identity) change after a new identity check, asked with a reason; the rest at once',
    general:
      'My Contact Details: phone and address at once (re-checked per country); a move to another country after a new identity check',
    tax: 'The taxpayer identification, at once; GET registration/get-wform issues the W-9 or W-8 from it again',
  };
  for (const path of ['/settings', '/settings/general', '/settings/tax-info', '/basic']) {
    app.get(path, { config, schema: { tags, summary: summary.read, response: settingsResponse } }, async (request) =>
      ok(await getAccountSettings(deps, requireAuth(request))),
    );
  }
  app.post(
    '/basic',
    { config, schema: { tags, summary: summary.basic, body: basicRequestSchema, response: savedResponse } },
    async (request) => {
      const saved = await saveBasic(deps, requireAuth(request), request.body);
      return ok(saved, savedMessage(saved));
    },
  );
  app.post(
    '/settings/general',
    { config, schema: { tags, summary: summary.general, body: generalSettingsRequestSchema, response: savedResponse } },
    async (request) => {
      const saved = await saveGeneralSettings(deps, requireAuth(request), request.body);
      return ok(saved, savedMessage(saved));
    },
  );
  app.post(
    '/settings/tax-info',
    { config, schema: { tags, summary: summary.tax, body: taxInfoSettingsRequestSchema, response: savedResponse } },
    async (request) => {
      const saved = await saveTaxInfoSettings(deps, requireAuth(request), request.body);
      return ok(saved, savedMessage(saved));
    },
  );
};
