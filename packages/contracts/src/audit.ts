import { z } from 'zod';

/** One entry of a domain's audit trail (GET /v1/admin/audit): who did what to which object, why, before and after. */
export const auditEventSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  /** The administrator who acted; null when the platform did (a provider's answer, a job). */
  actor_user_id: z.string().nullable(),
  actor_email: z.string().nullable(),
  actor_ip: z.string().nullable(),
  action: z.string(),
  object_kind: z.string(),
  object_id: z.string(),
  subject_user_id: z.string().nullable(),
  reason: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

/** The trail's objects: what an entry is about. */
export const auditObjectKinds = [
  'user',
  'document',
  'order',
  'market',
  'domain',
  'payment',
  'offering',
  'proposal',
  'news',
  'gas_station',
  'sweep',
  'ledger',
] as const;

/**
 * GET /v1/admin/audit: a page of the trail, newest first; about one investor (user_id), or one object
 * (object_kind with object_id); the next page starts before the last id of this one. format=csv
 * downloads up to `limit` entries as a file.
 */
export const auditQuerySchema = z
  .strictObject({
    user_id: z.uuid({ error: 'user_id is a user id' }).optional(),
    object_kind: z.enum(auditObjectKinds).optional(),
    object_id: z.string().trim().min(1).max(100).optional(),
    before: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
    limit: z.coerce.number().int().min(1).max(1000).default(50),
    format: z.enum(['json', 'csv']).default('json'),
  })
  .refine((query) => (query.object_kind === undefined) === (query.object_id === undefined), {
    message: 'Give object_kind and object_id together',
    path: ['object_id'],
  });
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEventSchema),
  /** The `before` of the next page; null on the last. */
  next_before: z.number().int().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
