import {
  domainSchema,
  domainSettingsSchema,
  editableDomainSettingsSchema,
  tenantAssetsSchema,
  updateDomainSettingsRequestSchema,
} from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditActorOf } from '../../platform/audit/audit';
import { ok, okResponse } from '../../platform/http/envelope';
import type { TenantsService } from './tenants.service';

export const tenantsRoutes: FastifyPluginAsyncZod<{ tenants: TenantsService }> = async (app, { tenants }) => {
  app.get(
    '/ihq/domains/settings',
    { config: { guard: 'public' }, schema: { tags: ['domain'], response: okResponse(domainSettingsSchema) } },
    async (request) => ok(await tenants.getSettings(request.tenant.id)),
  );

  app.post(
    '/ihq/domains/settings',
    {
      config: { guard: 'superAdmin' },
      schema: { tags: ['domain'], body: updateDomainSettingsRequestSchema, response: okResponse(domainSettingsSchema) },
    },
    async (request) =>
      ok(await tenants.updateSettings(request.tenant.id, request.body, auditActorOf(request)), 'Saved'),
  );

  app.get(
    '/admin/domain/settings',
    {
      config: { guard: 'superAdmin' },
      schema: {
        tags: ['domain'],
        summary: "Every setting of the caller's domain that POST ihq/domains/settings changes, as the domain holds it",
        response: okResponse(editableDomainSettingsSchema),
      },
    },
    async (request) => ok(await tenants.getEditableSettings(request.tenant.id)),
  );

  app.get(
    '/ihq/assets',
    { config: { guard: 'public' }, schema: { tags: ['domain'], response: okResponse(tenantAssetsSchema) } },
    async (request) => ok(await tenants.getAssets(request.tenant.id)),
  );

  app.get(
    '/domains',
    {
      config: { guard: 'public' },
      schema: { tags: ['domain'], response: okResponse(z.object({ items: z.array(domainSchema) })) },
    },
    async () => ok({ items: await tenants.listDomains() }),
  );
};
