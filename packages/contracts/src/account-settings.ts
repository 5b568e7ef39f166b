import { z } from 'zod';
import {
  contactRequestSchema,
  entityDetailsRequestSchema,
  entityTaxInfoRequestSchema,
  individualDetailsFieldsSchema,
} from './onboarding';
import { visibleTextSchema } from './text';

/**
 * The investor's details after onboarding (SPEC 7 Account: settings, basic, settings/general,
 * settings/tax-info). What identity verification rested on (names, date of birth, nationality, the
 * company's identity, the country of residence) changes only after a new verification, asked for
 * with a reason; everything else changes at once.
 */

/** Why the investor's verified details change (a marriage, a correction...): read by the reviewer. */
export const profileChangeReasonSchema = visibleTextSchema(500).refine(
  (text) => text.length >= 10,
  'Tell us in a few words why these details change (at least 10 characters)',
);

/**
 * POST basic: the My Details fields of the account's type (an individual's or an entity's; the
 * server reads them with that type's schema), with a reason when verified ones change.
 */
export const basicRequestSchema = z.strictObject({
  ...individualDetailsFieldsSchema.partial().shape,
  ...entityDetailsRequestSchema.partial().shape,
  reason: profileChangeReasonSchema.optional(),
});
export type BasicRequest = z.infer<typeof basicRequestSchema>;

/** POST settings/general: the contact details; a move to another country needs a reason. */
export const generalSettingsRequestSchema = contactRequestSchema.extend({
  reason: profileChangeReasonSchema.optional(),
});
export type GeneralSettingsRequest = z.infer<typeof generalSettingsRequestSchema>;

/** POST settings/tax-info: the taxpayer identification, with the source of funds for entities (only). */
export const taxInfoSettingsRequestSchema = entityTaxInfoRequestSchema.partial({ source_of_funds: true });
export type TaxInfoSettingsRequest = z.infer<typeof taxInfoSettingsRequestSchema>;

export const profileChangeKinds = ['basic', 'contact'] as const;
export type ProfileChangeKind = (typeof profileChangeKinds)[number];

/**
 * The fields identity verification rested on, per kind of change and account type: changing one of
 * them waits for a new verification; the others change at once.
 */
export const verifiedProfileFields: Record<ProfileChangeKind, Record<'Individual' | 'Entity', readonly string[]>> = {
  basic: {
    Individual: ['first_name', 'last_name', 'date_of_birth', 'nationality_id'],
    Entity: ['company_name', 'country_incorporation_id', 'registration_number', 'date_of_incorporation'],
  },
  contact: { Individual: ['country_id'], Entity: ['country_id'] },
};

/** The request's fields whose value differs from what is saved (absent and empty alike). */
export function changedProfileFields(
  request: Record<string, unknown>,
  saved: Record<string, unknown> | null | undefined,
) {
  return Object.keys(request).filter((field) => (request[field] ?? null) !== (saved?.[field] ?? null));
}

/** A change of verified details: waiting for its verification, or decided. */
export const profileChangeSchema = z.object({
  id: z.string(),
  kind: z.enum(profileChangeKinds),
  status: z.enum(['pending', 'applied', 'refused']),
  /** The names of the fields that change (as in the request). */
  fields: z.array(z.string()),
  reason: z.string(),
  requested_at: z.string(),
  decided_at: z.string().nullable(),
  /** Why a refused change was refused. */
  decision_reason: z.string().nullable(),
});
export type ProfileChange = z.infer<typeof profileChangeSchema>;

const savedSchema = z.record(z.string(), z.unknown()).nullable();

/** GET settings: what the investor saved, the tax form it gives, and any change of verified details. */
export const accountSettingsSchema = z.object({
  user_type: z.enum(['Individual', 'Entity']),
  registration_completed: z.boolean(),
  /** As saved at My Details (or by basic), null before. */
  details: savedSchema,
  /** As saved at My Contact Details (or by settings/general): the phone in E.164. */
  contact: savedSchema,
  /** The taxpayer identification, its number masked but for the last four characters. */
  tax_info: savedSchema,
  /** The form (W-9 or W-8) the tax information gives, as GET registration/get-wform issues it. */
  tax_form: z.enum(['w9', 'w8ben', 'w8ben_e']),
  pending_change: profileChangeSchema.nullable(),
  /** The latest decided change, for the investor to read its outcome. */
  last_decision: profileChangeSchema.nullable(),
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

/** What a save did: `saved` at once (SPEC 8 ACCT-3), or `in_review` until the new verification. */
export const settingsSavedSchema = z.object({
  outcome: z.enum(['saved', 'in_review']),
  message_code: z.literal('ACCT-3').nullable(),
  settings: accountSettingsSchema,
});
export type SettingsSaved = z.infer<typeof settingsSavedSchema>;
