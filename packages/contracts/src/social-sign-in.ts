import { z } from 'zod';
import { companyNameRequired, entityNeedsCompanyName, personNameSchema, registrationProfileFieldsSchema } from './auth';
import { invitationCodeSchema } from './invitation-code';
import { acceptingFullName } from './person-name';
import { linkTokenLength } from './validation';

/** A provider's name in the social auth link (SPEC 7 v1/auth/{provider}): lower-case letters, digits, hyphens. */
export const signInProviderSlugSchema = z
  .string()
  .regex(/^[a-z0-9-]{2,30}$/, 'A provider is named by 2 to 30 lower-case letters, digits and hyphens');

export const socialAuthParamsSchema = z.strictObject({ provider: signInProviderSlugSchema });

/** Where the browser returns after signing in: a page of this site only (no open redirect). */
export const referrerUrlSchema = z.string().max(2000, 'The page to come back to is too long');

/** GET v1/auth/{provider}?ref=&forSignup=1|0&referrer_url= (SPEC 7 Auth, social auth link). */
export const socialAuthQuerySchema = z.strictObject({
  ref: invitationCodeSchema.optional(),
  forSignup: z.enum(['0', '1'], { error: 'forSignup is 1 (sign up) or 0 (sign in)' }).optional(),
  referrer_url: referrerUrlSchema.optional(),
});
export type SocialAuthQuery = z.infer<typeof socialAuthQuerySchema>;

const callbackValueSchema = z.string().max(2000);

/** What a provider sends back to the redirect URI (OAuth 2.0 authorization response). */
export const socialCallbackQuerySchema = z.looseObject({
  code: callbackValueSchema.optional(),
  state: callbackValueSchema.optional(),
  iss: callbackValueSchema.optional(),
  error: callbackValueSchema.optional(),
  error_description: callbackValueSchema.optional(),
});

/** Why a social sign-in came back without a session: the web app words each. */
export const socialSignInErrors = ['expired', 'denied', 'failed', 'unverified_email'] as const;
export type SocialSignInError = (typeof socialSignInErrors)[number];

export const signInProvidersSchema = z.object({
  providers: z.array(z.object({ slug: z.string(), name: z.string() })),
});
export type SignInProviders = z.infer<typeof signInProvidersSchema>;

/** The one-time ticket of a finished social sign-in, which the browser exchanges for its session. */
export const socialSignInTicketRequestSchema = z.strictObject({
  ticket: z.string().min(linkTokenLength.min).max(linkTokenLength.max),
});

const signUpTicketSchema = z.string().min(linkTokenLength.min).max(4000);

/** A social sign-up's ticket: it holds the provider's verified email and names, sealed by the server. */
export const socialSignUpTicketRequestSchema = z.strictObject({ ticket: signUpTicketSchema });

export const socialSignUpDetailsSchema = z.object({
  provider_name: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  referral_code: z.string().nullable(),
  /** The page of this site the investor asked to come back to. */
  return_path: z.string().nullable(),
});
export type SocialSignUpDetails = z.infer<typeof socialSignUpDetailsSchema>;

/** What a social sign-up adds to the provider's details: what registration asks and a provider does not know. */
export const socialSignUpRequestSchema = acceptingFullName(
  registrationProfileFieldsSchema
    .extend({ ticket: signUpTicketSchema })
    .refine(entityNeedsCompanyName, companyNameRequired),
  personNameSchema,
);
export type SocialSignUpRequest = z.infer<typeof socialSignUpRequestSchema>;
