import { z } from 'zod';
import { signInActivitySchema } from './auth';
import { pageQuerySchema, pageSchema } from './envelope';
import { ledgerReportSchema } from './insights';
import { adminReasonRequestSchema } from './text';

/**
 * GET /v1/admin/users: the domain's users, newest first; `q` finds them by a part of their email,
 * name or company, or by their exact investor id.
 */
export const adminUserListQuerySchema = z.strictObject({
  q: z.string().trim().min(1, 'Type something to search for').max(120, 'At most 120 characters').optional(),
  ...pageQuerySchema.shape,
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;

export const adminUserSummarySchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  user_type: z.enum(['Individual', 'Entity']),
  roles: z.array(z.string()),
  investor_id: z.string().nullable(),
  registration_completed: z.boolean(),
  created_at: z.string(),
  /** When an administrator locked the account; null while it may sign in. */
  locked_at: z.string().nullable(),
  two_factor_enabled: z.boolean(),
});
export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>;

export const adminUserPageSchema = pageSchema(adminUserSummarySchema);

/** A device the user is signed in on, as an administrator sees it. */
export const adminUserSessionSchema = z.object({
  id: z.string(),
  device: z.string(),
  ip: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
});
export type AdminUserSession = z.infer<typeof adminUserSessionSchema>;

/** GET /v1/admin/users/{id}: the user's profile, sign-in state, devices and latest sign-in attempts. */
export const adminUserDetailSchema = z.object({
  user: adminUserSummarySchema,
  email_verified_at: z.string().nullable(),
  funded_at: z.string().nullable(),
  last_step: z.string().nullable(),
  locked_reason: z.string().nullable(),
  sessions: z.array(adminUserSessionSchema),
  sign_in_activity: z.array(signInActivitySchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** The body of every action on a user's sign-in (lock, unlock, sign-out, reset-2fa): why, for the audit trail. */
export const adminUserActionRequestSchema = adminReasonRequestSchema;
export type AdminUserActionRequest = z.infer<typeof adminUserActionRequestSchema>;

export const adminUserActions = ['lock', 'unlock', 'sign-out', 'reset-2fa'] as const;
export type AdminUserAction = (typeof adminUserActions)[number];

/** What an action did: the user as they are now, and how many of their sessions it ended. */
export const adminUserActionPayloadSchema = z.object({
  user: adminUserSummarySchema,
  sessions_ended: z.number().int(),
});
export type AdminUserActionPayload = z.infer<typeof adminUserActionPayloadSchema>;

/** An asset the user holds, as an administrator sees it: free to use and held by open orders or withdrawals. */
export const adminUserBalanceSchema = z.object({ asset: z.string(), available: z.string(), held: z.string() });

/** GET /v1/admin/users/{id}/ledger: the user's balances and a page of their movements (as reports/ledger pages them). */
export const adminUserLedgerSchema = ledgerReportSchema.extend({ balances: z.array(adminUserBalanceSchema) });
export type AdminUserLedger = z.infer<typeof adminUserLedgerSchema>;
