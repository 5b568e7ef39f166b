import { z } from 'zod';
import { kycStatuses, kycStatusSchema, onboardingDocumentSchema } from './onboarding';
import { adminReasonSchema } from './text';

/** Administrators: the onboarding state of each user, and their decisions with a reason. */
export const onboardingUserSummarySchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  user_type: z.enum(['Individual', 'Entity']),
  investor_id: z.string().nullable(),
  registration_completed: z.boolean(),
  last_step: z.string().nullable(),
  approval: z.enum(['pending', 'approved', 'refused']),
  kyc: z.enum(kycStatuses),
  created_at: z.string(),
});
export type OnboardingUserSummary = z.infer<typeof onboardingUserSummarySchema>;

export const onboardingReviewSchema = z.object({
  id: z.number().int(),
  actor_id: z.string(),
  /** The administrator's name as it was when the trail was read. */
  actor_name: z.string(),
  document_id: z.string().nullable(),
  action: z.enum(['approve', 'refuse', 'request_reupload', 'mark_expired']),
  reason: z.string(),
  at: z.string(),
});

export const onboardingUserDetailSchema = z.object({
  user: onboardingUserSummarySchema,
  registration_steps_completed_at: z.record(z.string(), z.string()),
  approval_reason: z.string().nullable(),
  kyc: kycStatusSchema,
  documents: z.array(onboardingDocumentSchema),
  reviews: z.array(onboardingReviewSchema),
});
export type OnboardingUserDetail = z.infer<typeof onboardingUserDetailSchema>;
export type OnboardingReview = z.infer<typeof onboardingReviewSchema>;

export const reviewUserRequestSchema = z.strictObject({
  action: z.enum(['approve', 'refuse']),
  reason: adminReasonSchema,
});
export type ReviewUserRequest = z.infer<typeof reviewUserRequestSchema>;
/** mark_expired: the document is out of date (an identity document past its expiry), to be replaced. */
export const reviewDocumentRequestSchema = z.strictObject({
  action: z.enum(['approve', 'refuse', 'request_reupload', 'mark_expired']),
  reason: adminReasonSchema,
});
export type ReviewDocumentRequest = z.infer<typeof reviewDocumentRequestSchema>;
export const userIdParamSchema = z.object({ id: z.uuid({ error: 'Invalid user id' }) });
