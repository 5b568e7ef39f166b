import { type AuditEvent, auditPageSchema, auditQuerySchema } from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type CsvColumn, sendCsv } from '../../../platform/http/csv';
import { ok, okResponse } from '../../../platform/http/envelope';
import { requireAuth } from '../../../platform/http/guards';
import type { AdminDeps } from '../admin.deps';
import { readAuditTrail } from './audit.service';

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** The columns of the trail's file: every field, the states before and after as JSON. */
const auditColumns: CsvColumn<AuditEvent>[] = [
  { header: 'Id', value: (event) => event.id },
  { header: 'Time (UTC)', value: (event) => event.at },
  {
    header: 'Administrator',
    value: (event) => event.actor_email ?? event.actor_user_id ?? 'Platform',
  },
  { header: 'Address', value: (event) => event.actor_ip },
  { header: 'Action', value: (event) => event.action },
  { header: 'Object', value: (event) => event.object_kind },
  { header: 'Object id', value: (event) => event.object_id },
  { header: 'Investor', value: (event) => event.subject_user_id },
  { header: 'Reason', value: (event) => event.reason },
  { header: 'Before', value: (event) => json(event.before) },
  { header: 'After', value: (event) => json(event.after) },
];

/** The audit trail of the administrator's domain (ARCHITECTURE.md, module admin). */
export const auditRoutes: FastifyPluginAsyncZod<{ deps: AdminDeps }> = async (app, { deps }) => {
  app.get(
    '/admin/audit',
    {
      config: { guard: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'The domain’s audit trail: every administrator action and decision about an investor',
        description:
          'Newest first; narrowed to one investor (user_id) or one object (object_kind and object_id). format=csv downloads the page as a file.',
        querystring: auditQuerySchema,
        response: okResponse(auditPageSchema),
      },
    },
    async (request, reply) => {
      const page = await readAuditTrail(deps, requireAuth(request), request.query);
      if (request.query.format === 'csv') return sendCsv(reply, 'audit-trail.csv', auditColumns, page.items);
      return ok(page);
    },
  );
};
