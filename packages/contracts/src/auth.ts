import { z } from 'zod';
import { giftCardCodeSchema } from './gift-card-code';
import { invitationCodeSchema } from './invitation-code';
import { acceptingFullName, personNameFields } from './person-name';
import { roles } from './roles';
import { visibleTextSchema } from './text';
import { linkTokenLength } from './validation';

export const userTypes = ['Individual', 'Entity'] as const;
export const userTypeSchema = z.enum(userTypes);
export type UserType = z.infer<typeof userTypeSchema>;

export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

export const emailSchema = z
  .string({ error: 'Invalid email address' })
  .trim()
  .toLowerCase()
  .max(254, 'Invalid email address')
  .pipe(z.email({ error: 'Invalid email address' }));

/** At least 10 characters with a letter and a digit; at most 128 so hashing stays bounded. */
export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(10, 'Password must be at least 10 characters')
  .max(128, 'Password must be at most 128 characters')
  .regex(/[A-Za-z]/, 'Password must contain a letter')
  .regex(/\d/, 'Password must contain a digit');

/** A first or a last name of a user. */
export const personNameSchema = visibleTextSchema(100);
const linkTokenSchema = z.string().min(linkTokenLength.min).max(linkTokenLength.max);

const registerFieldsSchema = z.strictObject({
  email: emailSchema,
  password: passwordSchema,
  ...personNameFields(personNameSchema),
  user_type: userTypeSchema,
  country_id: z.number().int().positive('Choose a country'),
  company_name: personNameSchema.optional(),
  referral_code: invitationCodeSchema.optional(),
  gift_card_code: giftCardCodeSchema.optional(),
});

/** An entity's registration names its company. */
export const companyNameRequired = { path: ['company_name'], message: 'Company name is required for an entity' };
export const entityNeedsCompanyName = (body: { user_type: UserType; company_name?: string | undefined }) =>
  body.user_type !== 'Entity' || Boolean(body.company_name);

/** What registration asks beyond the email and password: who the account is of, where, and who invited them. */
export const registrationProfileFieldsSchema = registerFieldsSchema.pick({
  first_name: true,
  last_name: true,
  full_name: true,
  user_type: true,
  country_id: true,
  company_name: true,
  referral_code: true,
});

export const registerRequestSchema = acceptingFullName(
  registerFieldsSchema.refine(entityNeedsCompanyName, companyNameRequired),
  personNameSchema,
);
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** POST /v1/giftcard/signup/ (SPEC 7 "Messages and gifts"): registration from a gift link, its card claimed with it. */
export const giftCardSignupRequestSchema = acceptingFullName(
  registerFieldsSchema
    .extend({ gift_card_code: giftCardCodeSchema })
    .refine(entityNeedsCompanyName, companyNameRequired),
  personNameSchema,
);
export type GiftCardSignupRequest = z.infer<typeof giftCardSignupRequestSchema>;

export const loginRequestSchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1, 'Password is required').max(128),
  remember_me: z.boolean().optional(),
  /** The token of the link mailed when sign-ins to the account started to wait: it lets this one through. */
  unlock_token: linkTokenSchema.optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

const countryRefSchema = z.object({ id: z.number().int(), name: z.string(), country_code: z.string() });

export const registrationStepSchema = z.object({
  step: z.string(),
  path: z.string(),
  type: z.enum(['individual', 'entity']),
  workflow: z.enum(['ipo', 'listx', 'reg_cf']),
  is_kyc: z.boolean(),
  active: z.boolean(),
  /** Whether POST registration/skip may pass this step; absent means not skippable. */
  skippable: z.boolean().optional(),
  pivot: z.object({ show_during_registration: z.boolean() }),
});
export type RegistrationStep = z.infer<typeof registrationStepSchema>;

/** The signed-in user of SPEC 3, under payload.user in me, login, register and refresh. */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  company_name: z.string().nullable(),
  investor_id: z.string().nullable(),
  email_verified_at: z.string().nullable(),
  user_type: userTypeSchema,
  nationality: countryRefSchema.nullable(),
  country_incorporation: z.object({ nationality: z.string(), country_code: z.string() }).nullable(),
  country_tax: z.object({ nationality: z.string(), country_code: z.string() }).nullable(),
  contact: z.object({ country_code: z.string() }).nullable(),
  accreditation_profile: z.object({ is_accredited: z.boolean(), is_valid: z.boolean() }).nullable(),
  suitability: z.object({ risk_tolerance: z.string() }).nullable(),
  registration_steps_completed_at: z.record(z.string(), z.string()),
  registration_completed: z.boolean(),
  last_step: z.string().nullable(),
  signup_reward: z.object({ amount: z.string(), granted_at: z.string() }).nullable(),
  /** The funded milestone (POST user-to-funded): when the first deposit completed, null before it. */
  funded_at: z.string().nullable(),
  registration_domain_settings: z.object({
    registration_steps: z.array(registrationStepSchema),
    configs: z.record(z.string(), z.unknown()),
  }),
  roles: z.array(z.string()),
  two_factor_enabled: z.boolean(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const sessionPayloadSchema = z.object({
  access_token: z.string(),
  expires_in: z.number().int(),
  user: userSchema,
});
export type SessionPayload = z.infer<typeof sessionPayloadSchema>;

/** Login answers a session, or, with 2FA on, a token good only for POST /v1/2fa/token. */
export const loginPayloadSchema = z.union([
  sessionPayloadSchema.extend({ two_factor_required: z.literal(false) }),
  z.object({
    two_factor_required: z.literal(true),
    access_token: z.string(),
    expires_in: z.number().int(),
  }),
]);
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

/** The body of a call that takes none (SPEC 7 "empty body"): absent, null or `{}`, nothing else. */
export const emptyRequestSchema = z.strictObject({}).nullish();
export const mePayloadSchema = z.object({ user: userSchema });

export const forgotPasswordRequestSchema = z.strictObject({ email: emailSchema });
export const resetPasswordRequestSchema = z.strictObject({
  token: linkTokenSchema,
  password: passwordSchema,
});
export const confirmEmailRequestSchema = z.strictObject({ token: linkTokenSchema });
export const changePasswordRequestSchema = z.strictObject({
  current_password: z.string().min(1, 'Current password is required').max(128),
  password: passwordSchema,
});

export const termsAcceptanceRequestSchema = z.strictObject({
  PolicyId: z.number().int().positive(),
  VersionNumber: z.number().int().positive(),
});
export type TermsAcceptanceRequest = z.infer<typeof termsAcceptanceRequestSchema>;

export const termsPayloadSchema = z.object({
  PolicyId: z.number().int(),
  VersionNumber: z.number().int(),
  url: z.string(),
  accepted: z.boolean(),
  accepted_at: z.string().nullable(),
});
export type TermsPayload = z.infer<typeof termsPayloadSchema>;

export const ipPayloadSchema = z.object({ ip: z.string() });

export const signaturePayloadSchema = z.object({
  signature: z.string().nullable(),
  created_at: z.string().nullable(),
});

export const otpSchema = z
  .string({ error: 'Enter the 6-digit code' })
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code');

export const generateSecretPayloadSchema = z.object({ secret: z.string(), otpauth_url: z.string() });
export const enable2faRequestSchema = z.strictObject({
  secret: z.string().regex(/^[A-Z2-7]{16,64}$/, 'Invalid secret'),
  one_time_password: otpSchema,
});
export const disable2faRequestSchema = z.strictObject({
  current_password: z.string().min(1, 'Current password is required').max(128),
});
export const twoFactorTokenRequestSchema = z.strictObject({ one_time_password: otpSchema });
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** Recovery codes not used yet; 0 when two-factor authentication is off. */
  recovery_codes_remaining: z.number().int().nonnegative(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** How many recovery codes 2FA hands out at once, each good for one sign-in without the authenticator. */
export const recoveryCodeCount = 10;

/** A recovery code as shown (`abcde-23456`); typed with any case, spaces or dashes. */
export const recoveryCodeSchema = z
  .string({ error: 'Enter a recovery code' })
  .max(64, 'Enter a recovery code')
  .transform((code) => code.replace(/[\s-]/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z2-9]{10}$/, 'Enter a recovery code of 10 letters and digits'));

/** The codes shown once, when 2FA is turned on or the codes are made anew. */
export const recoveryCodesPayloadSchema = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodesPayload = z.infer<typeof recoveryCodesPayloadSchema>;
/** 2FA turned on: SPEC 8 2FA-2 ("enable success"), with the recovery codes, shown this once. */
export const enable2faPayloadSchema = twoFactorStatusSchema.extend({
  ...recoveryCodesPayloadSchema.shape,
  message_code: z.literal('2FA-2'),
});
/** 2FA turned off: SPEC 8 2FA-1 ("disable success"). */
export const disable2faPayloadSchema = twoFactorStatusSchema.extend({ message_code: z.literal('2FA-1') });
/** The reset mail is on its way if the account exists: SPEC 8 ACCT-1 ("reset password instructions"). */
export const forgotPasswordPayloadSchema = z.object({ message_code: z.literal('ACCT-1') });
/** An account setting saved (SPEC 8 ACCT-3, save success). */
export const accountSavedPayloadSchema = z.object({ message_code: z.literal('ACCT-3') });
export const regenerateRecoveryCodesRequestSchema = disable2faRequestSchema;
export const recoveryCodeSignInRequestSchema = z.strictObject({ recovery_code: recoveryCodeSchema });

export const sessionInfoSchema = z.object({
  id: z.string(),
  device: z.string(),
  ip: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

export const sessionIdParamsSchema = z.object({ id: z.uuid({ error: 'Invalid session id' }) });
export const revokedSessionsPayloadSchema = z.object({ revoked: z.number().int() });

export const signInActivitySchema = z.object({
  at: z.string(),
  ip: z.string(),
  device: z.string(),
  success: z.boolean(),
  reason: z.string().nullable(),
});
export type SignInActivity = z.infer<typeof signInActivitySchema>;

export const tradingAccountSchema = z.object({
  AccountId: z.string(),
  InvestorId: z.string(),
  Status: z.string(),
  CreatedAt: z.string(),
});
export type TradingAccount = z.infer<typeof tradingAccountSchema>;
