import { z } from 'zod';
import { emailSchema } from './auth';
import { documentSteps } from './lookups';
import { registrationStepNames, riskTolerances } from './onboarding-rules';
import { acceptingFullName, personNameFields } from './person-name';
import { visibleTextSchema } from './text';

/** Request and response bodies of the registration calls (SPEC 7 Registration, API.md). */

const idSchema = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);
const textSchema = (max: number) => visibleTextSchema(max).regex(/^[^<>]*$/, 'Must not contain < or >');
const dateSchema = z
  .string({ error: 'Use a date such as 1990-12-31' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date such as 1990-12-31')
  .refine((value) => {
    const time = Date.parse(`${value}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
  }, 'Not a real date');

/** An amount of US dollars as a decimal string ("1250.50"), or a number that is exactly one. */
export const usdAmountSchema = z.union(
  [z.string().regex(/^\d{1,15}(\.\d{1,2})?$/, 'Use an amount such as 1250.50'), z.number().nonnegative().max(1e15)],
  { error: 'Use an amount such as 1250.50' },
);

export const registrationStepNameSchema = z.enum(registrationStepNames, { error: 'Unknown step' });

export const contactRequestSchema = z.strictObject({
  phone: z
    .string({ error: 'Enter a phone number' })
    .trim()
    .min(4, 'Enter a phone number')
    .max(32, 'Enter a phone number')
    .regex(/^[+\d\s().-]+$/, 'Enter a phone number'),
  country_id: idSchema('Choose a country'),
  address_line1: textSchema(200),
  address_line2: textSchema(200).optional(),
  suburb: textSchema(100).optional(),
  province_id: idSchema('Choose a province').optional(),
  city_id: idSchema('Choose a city').optional(),
  postal_code: z
    .string()
    .trim()
    .max(16)
    .regex(/^[\w\s-]*$/, 'Invalid postal code')
    .optional(),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

const legalNameSchema = textSchema(100);

/** My Details of an individual, the name as first and last name or one full name (SPEC 5). */
export const individualDetailsFieldsSchema = z.strictObject({
  ...personNameFields(legalNameSchema),
  date_of_birth: dateSchema,
  nationality_id: idSchema('Choose a nationality'),
  profession_id: idSchema('Choose a profession'),
});
export const individualDetailsRequestSchema = acceptingFullName(individualDetailsFieldsSchema, legalNameSchema);
export type IndividualDetailsRequest = z.infer<typeof individualDetailsRequestSchema>;

export const entityDetailsRequestSchema = z.strictObject({
  company_name: textSchema(200),
  entity_type_id: idSchema('Choose an entity type'),
  country_incorporation_id: idSchema('Choose the country of incorporation'),
  registration_number: z
    .string({ error: 'Required' })
    .trim()
    .min(1, 'Required')
    .max(64)
    .regex(/^[\w\s/.-]+$/, 'Invalid registration number'),
  date_of_incorporation: dateSchema,
});
export type EntityDetailsRequest = z.infer<typeof entityDetailsRequestSchema>;

/** A legal signer's id: given by the server, and the `collection` their documents are uploaded in. */
export const legalSignerIdSchema = z.string().regex(/^s[0-9a-f]{8}$/, 'Unknown signer');

export const legalSignerSchema = acceptingFullName(
  z.strictObject({
    id: legalSignerIdSchema.optional(),
    ...personNameFields(legalNameSchema),
    email: emailSchema,
    role: textSchema(100),
    date_of_birth: dateSchema,
    nationality_id: idSchema('Choose a nationality'),
  }),
  legalNameSchema,
);

/** POST registration/details/entity/legalSigners: the whole list (add, edit by id, remove by leaving out). */
export const legalSignersRequestSchema = z.strictObject({
  signers: z.array(legalSignerSchema).min(1, 'Add at least one legal signer').max(10, 'At most 10 legal signers'),
});
export type LegalSignersRequest = z.infer<typeof legalSignersRequestSchema>;

const taxNumberSchema = z
  .string({ error: 'Enter the tax number' })
  .trim()
  .min(4, 'Enter the tax number')
  .max(32, 'At most 32 characters')
  .regex(/^[\w\s/.-]+$/, 'Invalid tax number');

export const taxPayerIdRequestSchema = z.strictObject({
  tax_country_id: idSchema('Choose the tax country'),
  tax_number: taxNumberSchema,
});
export type TaxPayerIdRequest = z.infer<typeof taxPayerIdRequestSchema>;

/** SPEC 3 "Tax info"; source_of_funds is a funding source id of the lookups. */
export const entityTaxInfoRequestSchema = taxPayerIdRequestSchema.extend({
  source_of_funds: idSchema('Choose the source of funds'),
});
export type EntityTaxInfoRequest = z.infer<typeof entityTaxInfoRequestSchema>;

export const importanceAnswers = ['very_important', 'important', 'somewhat_important', 'not_at_all_important'] as const;
export const countAnswers = ['0', '1_5', 'over_5'] as const;
export const decisionStyleAnswers = ['consult_broker', 'own_decisions', 'family'] as const;

/** SPEC 3 "Suitability answers", spelled as the spec spells them (aggresive). */
const answerSchema = <const Answers extends readonly [string, ...string[]]>(answers: Answers) =>
  z.enum(answers, { error: 'Choose an answer' });

export const suitabilityRequestSchema = z.strictObject({
  liquidity_importance: answerSchema(importanceAnswers),
  risk_tolerance: answerSchema(riskTolerances),
  investments_last_year: answerSchema(countAnswers),
  decision_style: answerSchema(decisionStyleAnswers),
});
export type SuitabilityRequest = z.infer<typeof suitabilityRequestSchema>;

export const accreditationCriteria = ['income', 'net_worth', 'professional', 'entity_assets', 'none'] as const;

/** SPEC 7 certify-accredited; amounts are US dollars. */
export const certifyAccreditedRequestSchema = z.strictObject({
  criterion: z.enum(accreditationCriteria, { error: 'Choose a criterion' }),
  type: z.enum(['individual', 'entity']),
  isAccredited: z.boolean(),
  annualIncome: usdAmountSchema.optional(),
  pastNet: usdAmountSchema.optional(),
  amountRegCfDeals: usdAmountSchema.optional(),
  companyValue: usdAmountSchema.optional(),
  update: z.boolean().optional(),
  reasons: z.array(textSchema(300)).max(10).optional(),
});
export type CertifyAccreditedRequest = z.infer<typeof certifyAccreditedRequestSchema>;

export const identificationTypes = ['passport', 'national_id_card', 'drivers_licence'] as const;

export const identificationDetailsRequestSchema = z.strictObject({
  id_type: z.enum(identificationTypes, { error: 'Choose the type of document' }),
  id_number: z
    .string({ error: 'Enter the document number' })
    .trim()
    .min(3, 'Enter the document number')
    .max(32)
    .regex(/^[\w-]+$/, 'Invalid document number'),
  issuing_country_id: idSchema('Choose the issuing country'),
  expiry_date: dateSchema,
});
export type IdentificationDetailsRequest = z.infer<typeof identificationDetailsRequestSchema>;

export const skipStepRequestSchema = z.strictObject({ step: registrationStepNameSchema });

const stepValueSchema = z.enum([...registrationStepNames, 'confirmation', 'conservative_risk_tolerance']);

/** What every step save answers: where the user stands and where to go next. */
export const onboardingProgressSchema = z.object({
  next_step: stepValueSchema,
  next_path: z.string(),
  registration_steps_completed_at: z.record(z.string(), z.string()),
  last_step: z.string().nullable(),
  registration_completed: z.boolean(),
  /** A fresh signup reward sends the user to /invites after the contact step. */
  redirect_to: z.string().nullable(),
  /** True when the server ended the user's sessions (a conservative risk tolerance). */
  signed_out: z.boolean(),
});
export type OnboardingProgress = z.infer<typeof onboardingProgressSchema>;

export const onboardingStepStatusSchema = z.object({
  step: registrationStepNameSchema,
  path: z.string(),
  label: z.string(),
  is_kyc: z.boolean(),
  skippable: z.boolean(),
  completed_at: z.string().nullable(),
  can_open: z.boolean(),
});

export const onboardingStatusSchema = z.object({
  workflow: z.enum(['ipo', 'listx', 'reg_cf']),
  current_step: z.enum([...registrationStepNames, 'confirmation', 'ipo_restriction']),
  steps: z.array(onboardingStepStatusSchema),
  non_registration_steps: z.array(onboardingStepStatusSchema),
  registration_completed: z.boolean(),
  approval: z.enum(['pending', 'approved', 'refused']),
  tax_form: z.enum(['w9', 'w8ben', 'w8ben_e']),
  /** What the user saved at each step (keyed as stored: a step name, or identification_details), to fill the forms again. */
  answers: z.record(z.string(), z.record(z.string(), z.unknown())),
  /** Set while the IPO restriction stops the user: whether the offering is closed, and where to go instead. */
  restriction: z.object({ ipo_closed: z.boolean(), redirect_path: z.string() }).nullable(),
});
export type OnboardingStatus = z.infer<typeof onboardingStatusSchema>;

export const kycStatuses = ['not_started', 'pending', 'approved', 'refused'] as const;
export const kycStatusSchema = z.object({
  status: z.enum(kycStatuses),
  reason: z.string().nullable(),
  submitted_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  is_sandbox: z.boolean(),
});
export type KycStatus = z.infer<typeof kycStatusSchema>;

/** SPEC 8: the text shown when a conservative risk tolerance stops onboarding. */
export const conservativeRiskMessage =
  'Based on your answers, the investments offered here would not be suitable for you, so your account cannot be approved. You will now be signed out.';

/** The text fields of POST registration/documents (multipart, beside `file`). */
export const documentUploadFieldsSchema = z.strictObject({
  user_document_type_id: z
    .string({ error: 'Choose the document type' })
    .regex(/^\d{1,9}$/, 'Choose the document type')
    .transform(Number),
  collection: z
    .string({ error: 'Required' })
    .regex(/^[a-z][a-z0-9_]{0,31}$/, 'Use a short lower-case name such as front or back'),
  step: z.enum(documentSteps, { error: 'Unknown step' }),
});
export type DocumentUploadFields = z.infer<typeof documentUploadFieldsSchema>;

/**
 * pending (in review), approved, refused, reupload_requested (asked for again), expired (an identity
 * document past its expiry date, or marked so by an administrator) and superseded (replaced by a newer
 * upload after onboarding, kept as history).
 */
export const documentStatuses = [
  'pending',
  'approved',
  'refused',
  'reupload_requested',
  'expired',
  'superseded',
] as const;

export const onboardingDocumentSchema = z.object({
  id: z.string(),
  user_document_type_id: z.number().int(),
  collection: z.string(),
  step: z.enum(documentSteps),
  content_type: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  status: z.enum(documentStatuses),
  status_reason: z.string().nullable(),
  created_at: z.string(),
});
export type OnboardingDocument = z.infer<typeof onboardingDocumentSchema>;
export const onboardingDocumentListSchema = z.object({ items: z.array(onboardingDocumentSchema) });
export const uploadedDocumentSchema = z.object({
  document: onboardingDocumentSchema,
  progress: onboardingProgressSchema,
});
export const documentIdParamSchema = z.object({ id: z.uuid({ error: 'Invalid document id' }) });

/**
 * GET registration/get-wform?form=w8|w9: the family must be the one the user's tax form belongs to.
 * `purpose=preview` hides all but the last 4 characters of the tax number, for the form shown on screen;
 * the download (the default) carries it in full, as the form to sign must.
 */
export const taxFormQuerySchema = z.strictObject({
  form: z.enum(['w8', 'w9'], { error: 'Ask for form w8 or w9' }),
  purpose: z.enum(['preview', 'download'], { error: 'Ask for a preview or a download' }).default('download'),
});
export type TaxFormQuery = z.infer<typeof taxFormQuerySchema>;

/** A drawn signature (the deed, a subscription agreement): a PNG data URL of at most 200 KB. */
export const maxSignatureDataUrlLength = 200 * 1024;
export const signatureImageSchema = (missing: string) =>
  z
    .string({ error: missing })
    .max(maxSignatureDataUrlLength, 'The signature image is too large')
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, 'The signature must be a PNG image');

export const signDeedRequestSchema = z.strictObject({ signature: signatureImageSchema('Sign the deed') });
export type SignDeedRequest = z.infer<typeof signDeedRequestSchema>;

export const signedDeedSchema = z.object({
  id: z.string(),
  sha256: z.string(),
  signed_at: z.string(),
  progress: onboardingProgressSchema,
});
export type SignedDeed = z.infer<typeof signedDeedSchema>;

/** The body a KYC provider posts to POST registration/kyc/callback, signed with HMAC-SHA256. */
export const kycCallbackSchema = z.strictObject({
  event_id: z
    .string()
    .min(8)
    .max(128)
    .regex(/^[\w-]+$/),
  reference: z
    .string()
    .min(8)
    .max(128)
    .regex(/^[\w-]+$/),
  status: z.enum(['approved', 'refused']),
  reason: z.string().max(500).nullable(),
});
export type KycCallback = z.infer<typeof kycCallbackSchema>;
