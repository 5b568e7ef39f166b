import { z } from 'zod';
import { emailSchema, userSchema } from './auth';

/** POST v1/email_change: the new address, and the current password to prove it is the owner asking. */
export const emailChangeRequestSchema = z.strictObject({
  email: emailSchema,
  current_password: z.string().min(1, 'Enter your current password').max(128),
});
export type EmailChangeRequest = z.infer<typeof emailChangeRequestSchema>;

/** Where the code went and until when it works. */
export const emailChangeStartedSchema = z.object({ email: z.string(), expires_at: z.string() });
export type EmailChangeStarted = z.infer<typeof emailChangeStartedSchema>;

/** POST v1/settings/email {email, code}: the code mailed to the new address confirms the change. */
export const confirmEmailChangeRequestSchema = z.strictObject({
  email: emailSchema,
  code: z
    .string({ error: 'Enter the code we emailed you' })
    .trim()
    .regex(/^\d{6}$/, 'The code is the 6 digits of the email we sent to your new address'),
});
export type ConfirmEmailChangeRequest = z.infer<typeof confirmEmailChangeRequestSchema>;

/** The email changed (SPEC 8 ACCT-5), with the user as they are now. */
export const emailChangedPayloadSchema = z.object({ message_code: z.literal('ACCT-5'), user: userSchema });
export type EmailChangedPayload = z.infer<typeof emailChangedPayloadSchema>;
