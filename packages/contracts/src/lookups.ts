import { z } from 'zod';
import { paymentRuleSchema } from './tenants';

/** Lookups answer `payload: { items }`: reference lists are short, so they are not paged. */
const itemsOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });

/** A path id: digits only, 1 to the largest PostgreSQL integer. */
export const lookupIdParamSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/, 'Invalid id')
    .transform(Number)
    .pipe(z.number().int().min(1, 'Invalid id').max(2_147_483_647, 'Invalid id')),
});

/** SPEC 3 "Country list item"; `mask` is the national phone number pattern, `#` for a digit. */
export const countrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  dial_code: z.string(),
  country_code: z.string(),
  flag: z.string(),
  mask: z.string(),
});
export type Country = z.infer<typeof countrySchema>;
export const countryListSchema = itemsOf(countrySchema);

export const provinceSchema = z.object({ id: z.number().int(), name: z.string(), code: z.string() });
export type Province = z.infer<typeof provinceSchema>;
export const provinceListSchema = itemsOf(provinceSchema);

export const citySchema = z.object({ id: z.number().int(), name: z.string() });
export type City = z.infer<typeof citySchema>;
export const cityListSchema = itemsOf(citySchema);

/** An entry of a reference list (entity types, funding sources, professions); `slug` never changes. */
export const referenceItemSchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });
export type ReferenceItem = z.infer<typeof referenceItemSchema>;
export const referenceListSchema = itemsOf(referenceItemSchema);

/** Who uploads a document: the investor as individual or entity, or an entity's legal signer. */
export const documentUserTypes = ['individual', 'entity', 'legal_signer'] as const;
export const documentUserTypeSchema = z.enum(documentUserTypes);
export type DocumentUserType = z.infer<typeof documentUserTypeSchema>;

/** The finish-profile steps at which documents are uploaded. */
export const documentSteps = ['user_documents', 'legal_signers_documents'] as const;
export type DocumentStep = (typeof documentSteps)[number];

export const userDocumentTypeSchema = referenceItemSchema.extend({
  user_types: z.array(documentUserTypeSchema),
  steps: z.array(z.enum(documentSteps)),
});
export type UserDocumentType = z.infer<typeof userDocumentTypeSchema>;
export const userDocumentTypeListSchema = itemsOf(userDocumentTypeSchema);
export const userDocumentTypeParamSchema = z.object({ type: documentUserTypeSchema });

/** Why a country is refused: under comprehensive sanctions, or restricted by the domain. */
export const countryRefusalReasons = ['sanctioned', 'restricted'] as const;
export const countryValidationSchema = z.object({
  valid: z.boolean(),
  reason: z.enum(countryRefusalReasons).nullable(),
});
export type CountryValidation = z.infer<typeof countryValidationSchema>;

export const paymentRuleListSchema = itemsOf(paymentRuleSchema);

/** SPEC 5: place search is refused when the input is empty. */
export const placeSearchQuerySchema = z.object({
  input: z
    .string({ error: 'Enter an address to search' })
    .trim()
    .min(1, 'Enter an address to search')
    .max(200, 'At most 200 characters'),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'Use a two-letter country code')
    .transform((code) => code.toUpperCase())
    .optional(),
});
export type PlaceSearchQuery = z.infer<typeof placeSearchQuerySchema>;

export const placeIdParamSchema = z.object({ id: z.string().regex(/^[\w-]{1,128}$/, 'Invalid place id') });

export const placeSchema = z.object({
  id: z.string(),
  description: z.string(),
  main_text: z.string(),
  secondary_text: z.string(),
});
export type Place = z.infer<typeof placeSchema>;
/** `is_sandbox` is true while the built-in sandbox provider answers, so the UI labels it. */
export const placeListSchema = itemsOf(placeSchema).extend({ is_sandbox: z.boolean() });

/** An address broken into the fields of the address forms, with the ids of our lookups where known. */
export const placeDetailsSchema = z.object({
  id: z.string(),
  formatted_address: z.string(),
  address_line1: z.string(),
  address_line2: z.string().nullable(),
  suburb: z.string().nullable(),
  city: z.string(),
  province: z.string().nullable(),
  postal_code: z.string().nullable(),
  country_code: z.string(),
  country_id: z.number().int().nullable(),
  province_id: z.number().int().nullable(),
  city_id: z.number().int().nullable(),
  latitude: z.number(),
  longitude: z.number(),
});
export type PlaceDetails = z.infer<typeof placeDetailsSchema>;
