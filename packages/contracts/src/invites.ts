import { z } from 'zod';
import { emailSchema } from './auth';
import { pageQuerySchema, pageSchema } from './envelope';
import { invitationCodeSchema } from './invitation-code';
import { acceptingFullName, personNameFields } from './person-name';
import { visibleTextSchema } from './text';

/** POST /v1/invites (SPEC 3 "Invite", 7 "Invites"): the person an investor invites. */
const personNameSchema = visibleTextSchema(100);

export const inviteRequestSchema = acceptingFullName(
  z.strictObject({ email: emailSchema, ...personNameFields(personNameSchema) }),
  personNameSchema,
);
export type InviteRequest = z.infer<typeof inviteRequestSchema>;

/** POST /v1/invites/cancel: the address whose waiting invitation is taken back. */
export const cancelInviteRequestSchema = z.strictObject({ email: emailSchema });
export type CancelInviteRequest = z.infer<typeof cancelInviteRequestSchema>;

export const invitationStatuses = ['pending', 'joined', 'cancelled'] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];

/**
 * An invitation as its inviter sees it; `rewarded_at` is when the invitee's first deposit earned the
 * referral reward (paid then, or due until an administrator pays it on a domain that approves rewards).
 */
export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  status: z.enum(invitationStatuses),
  created_at: z.string(),
  joined_at: z.string().nullable(),
  rewarded_at: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** GET /v1/invites/actives[/{status}]: which invitations; `actives` alone lists those still waiting. */
export const invitationFilterSchema = z.strictObject({
  status: z.enum([...invitationStatuses, 'all'], { error: 'Choose pending, joined, cancelled or all' }),
});
export const invitationListQuerySchema = pageQuerySchema;

/**
 * The investor's invitations, their code and link to share, and what inviting earned them: the
 * rewards earned (decimal USD; on a domain that approves rewards, some may still be due) and the
 * reward each invitee's first deposit brings (null when the domain gives none).
 */
export const invitationsSchema = pageSchema(invitationSchema).extend({
  code: z.string(),
  link: z.string(),
  rewards_earned: z.string(),
  rewards_count: z.number().int(),
  reward_per_invitee: z.string().nullable(),
});
export type Invitations = z.infer<typeof invitationsSchema>;

export const invitationCodeParamsSchema = z.strictObject({ code: invitationCodeSchema });

/** GET /v1/invite/info/{code}: who invites, as the sign-up page greets the invitee. */
export const invitationInfoSchema = z.object({ inviter_first_name: z.string(), company_name: z.string() });
export type InvitationInfo = z.infer<typeof invitationInfoSchema>;
