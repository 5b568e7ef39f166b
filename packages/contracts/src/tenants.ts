import { z } from 'zod';
import { registrationStepSchema } from './auth';
import { minimumTextContrast } from './color-contrast';
import { isDomainAssetPath } from './domain-assets';
import { bankReceivingAccountSchema } from './funding';
import { isDomainSentryDsn } from './sentry-dsn';
import { type ThemeColorField, themeColorFields } from './theme-colors';
import { findUnreadableTextPairs } from './theme-contrast';
import { cssColorPattern } from './validation';

const colorSchema = z.string().trim().max(64).regex(cssColorPattern, 'Use a hex, rgb() or hsl() colour');

/** Only https URLs, so no script or data URL reaches a page through a tenant setting. */
export const httpsUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .pipe(z.url({ protocol: /^https$/, error: 'Invalid URL' }));

/** A brand image: an https URL, or the path of one the platform stores and serves itself (domain-assets.ts). */
const brandImageUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => isDomainAssetPath(value) || httpsUrlSchema.safeParse(value).success, 'Invalid URL');

/** A font family name: letters, digits, spaces, quotes, commas and hyphens only. */
const fontFamilySchema = z
  .string()
  .trim()
  .max(200)
  .regex(/^[\w\s,'"-]+$/, 'Invalid font family');

const plainTextSchema = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^[^<>]*$/, 'Must not contain < or >');

const colorShape = Object.fromEntries(themeColorFields.map((field) => [field, colorSchema.optional()])) as Record<
  ThemeColorField,
  z.ZodOptional<typeof colorSchema>
>;

export const themeConfigSchema = z.strictObject({
  ...colorShape,
  website_title: plainTextSchema(120).optional(),
  website_description: plainTextSchema(300).optional(),
  website_url: httpsUrlSchema.optional(),
  social_media_image: httpsUrlSchema.optional(),
  favicon: brandImageUrlSchema.optional(),
  logo: brandImageUrlSchema.optional(),
  font_cdn: httpsUrlSchema.optional(),
  font_family: fontFamilySchema.optional(),
  logo_height: z.number().int().min(8).max(200).optional(),
});
export type ThemeConfig = z.infer<typeof themeConfigSchema>;

/**
 * A theme as a domain saves it: besides its fields, every text colour reads at WCAG AA (4.5:1) on
 * the surface the app draws it on. The message names every failing pair; each is also listed under
 * the field to change.
 */
export const readableThemeConfigSchema = themeConfigSchema.superRefine((theme, context) => {
  const pairs = findUnreadableTextPairs(theme);
  if (pairs.length === 0) return;
  const needs = `text needs at least ${minimumTextContrast}:1`;
  const list = pairs.map((pair) => `${pair.description} is ${pair.ratio}:1`).join('; ');
  context.addIssue({ code: 'custom', path: [], message: `Text would be hard to read (${needs}): ${list}` });
  for (const pair of pairs) {
    context.addIssue({
      code: 'custom',
      path: [pair.field],
      message: `${pair.description} is ${pair.ratio}:1; ${needs}`,
    });
  }
});

export const metaTagSchema = z.strictObject({
  property: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[\w:.-]+$/, 'Invalid meta property'),
  content: plainTextSchema(500),
});
export type MetaTag = z.infer<typeof metaTagSchema>;

export const ipoRestrictionSchema = z.strictObject({
  last_allowed_step: z.string().max(64),
  restrict: z.record(z.string().max(64), z.array(z.string().max(200)).max(300)),
  ipo_closed: z.boolean(),
  finish_profile_redirection_path: z
    .string()
    .max(200)
    .regex(/^\/[\w\-/]*$/, 'Must be a path'),
});
export type IpoRestriction = z.infer<typeof ipoRestrictionSchema>;

export const paymentRuleSchema = z.strictObject({
  method: z.string().max(32),
  enabled: z.boolean(),
  min_amount: z.string().regex(/^\d{1,12}(\.\d{1,8})?$/),
  max_amount: z.string().regex(/^\d{1,12}(\.\d{1,8})?$/),
  fee_pct: z.string().regex(/^\d{1,3}(\.\d{1,4})?$/),
});
export type PaymentRule = z.infer<typeof paymentRuleSchema>;

/** The domain's address for questions from its users (tenant configs `support_email`), when it has one. */
export function supportEmailOf(configs: Record<string, unknown>): string | null {
  const parsed = z.email().safeParse(configs.support_email);
  return parsed.success ? parsed.data : null;
}

/**
 * Free-form tenant switches, bounded so a settings write cannot grow without limit. Some have a shape
 * of their own: support_email, and error_reporting_dsn with session_recording (error-reports.ts).
 */
export const tenantConfigsSchema = z
  .record(z.string().max(64).regex(/^\w+$/), z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]))
  .refine((value) => Object.keys(value).length <= 100, 'At most 100 settings')
  .refine((value) => value.support_email == null || supportEmailOf(value) !== null, {
    message: 'Invalid email address',
    path: ['support_email'],
  })
  .refine((value) => value.error_reporting_dsn == null || isDomainSentryDsn(value.error_reporting_dsn), {
    message: 'Use a Sentry DSN: https://<public key>@<host>/<project id>',
    path: ['error_reporting_dsn'],
  })
  .refine((value) => value.session_recording == null || typeof value.session_recording === 'boolean', {
    message: 'Session recording is true (on) or false (off)',
    path: ['session_recording'],
  });

/** Per-tenant wording: i18n keys of the web app mapped to this tenant's text. */
export const wordingSchema = z
  .record(
    z
      .string()
      .max(100)
      .regex(/^[\w.-]+$/, 'Invalid wording key'),
    plainTextSchema(1000),
  )
  .refine((value) => Object.keys(value).length <= 500, 'At most 500 wording entries');

export const domainSettingsSchema = z.object({
  id: z.string(),
  wording: z.record(z.string(), z.string()),
  company_name: z.string(),
  terms_url: z.string(),
  favicon: z.string().nullable(),
  theme_config: themeConfigSchema,
  configs: z.record(z.string(), z.unknown()),
  meta_tags: z.array(metaTagSchema),
});
export type DomainSettings = z.infer<typeof domainSettingsSchema>;

export const updateDomainSettingsRequestSchema = z.strictObject({
  company_name: plainTextSchema(120).min(1).optional(),
  /** null sends investors to the platform's terms again. */
  terms_url: httpsUrlSchema.nullable().optional(),
  theme_config: readableThemeConfigSchema.optional(),
  configs: tenantConfigsSchema.optional(),
  meta_tags: z.array(metaTagSchema).max(50).optional(),
  wording: wordingSchema.optional(),
  /** null returns the domain to the platform's steps. */
  registration_steps: z.array(registrationStepSchema).max(120).nullable().optional(),
  ipo_restriction: ipoRestrictionSchema.nullable().optional(),
  payment_rules: z.array(paymentRuleSchema).max(20).optional(),
  /** Where investors send bank transfers (null removes it); shown only to the domain's signed-in investors. */
  bank_account: bankReceivingAccountSchema.nullable().optional(),
});
export type UpdateDomainSettingsRequest = z.infer<typeof updateDomainSettingsRequestSchema>;

/**
 * GET /v1/admin/domain/settings: every setting POST ihq/domains/settings changes, as the domain holds
 * it, for the console's form. Null where the domain has none of its own: terms_url (investors read
 * the platform's terms), registration_steps (the platform's steps), ipo_restriction, bank_account.
 */
export const editableDomainSettingsSchema = z.object({
  id: z.string(),
  company_name: z.string(),
  terms_url: z.string().nullable(),
  theme_config: themeConfigSchema,
  configs: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  meta_tags: z.array(metaTagSchema),
  wording: z.record(z.string(), z.string()),
  registration_steps: z.array(registrationStepSchema).nullable(),
  ipo_restriction: ipoRestrictionSchema.nullable(),
  payment_rules: z.array(paymentRuleSchema),
  bank_account: bankReceivingAccountSchema.nullable(),
});
export type EditableDomainSettings = z.infer<typeof editableDomainSettingsSchema>;

export const domainSchema = z.object({ id: z.string(), host: z.string(), company_name: z.string() });
export type Domain = z.infer<typeof domainSchema>;

export const tenantAssetsSchema = z.object({
  logo: z.string().nullable(),
  favicon: z.string().nullable(),
  social_media_image: z.string().nullable(),
});
