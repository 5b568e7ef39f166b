import { z } from 'zod';

/** What an administrator files with an offering (issue 18): its circular or Form C, the agreement investors sign, more. */
export const offeringDocumentKinds = ['offering_circular', 'form_c', 'subscription_agreement', 'other'] as const;
export type OfferingDocumentKind = (typeof offeringDocumentKinds)[number];

/** The largest PDF an offering's document may be. */
export const maxOfferingDocumentBytes = 20 * 1024 * 1024;

export const offeringDocumentParamSchema = z.object({
  id: z.uuid({ error: 'Invalid offering id' }),
  document_id: z.uuid({ error: 'Invalid document id' }),
});

/** The text fields of POST /v1/admin/offerings/{id}/documents; the PDF is the multipart part `file`. */
export const offeringDocumentUploadFieldsSchema = z.strictObject({
  kind: z.enum(offeringDocumentKinds, { error: 'Choose what kind of document this is' }),
  title: z.string().trim().min(1, 'Enter a title for the document').max(200, 'The title has at most 200 characters'),
});
export type OfferingDocumentUploadFields = z.infer<typeof offeringDocumentUploadFieldsSchema>;

export const offeringDocumentSchema = z.object({
  id: z.string(),
  offering_id: z.string(),
  kind: z.enum(offeringDocumentKinds),
  title: z.string(),
  size_bytes: z.number().int(),
  uploaded_at: z.string(),
});
export type OfferingDocument = z.infer<typeof offeringDocumentSchema>;

export const offeringDocumentListSchema = z.object({ items: z.array(offeringDocumentSchema) });

/** POST /v1/admin/offerings/{id}/updates: news from the issuer, dated when posted. */
export const offeringUpdateRequestSchema = z.strictObject({
  title: z.string().trim().min(1, 'Enter a title').max(200, 'The title has at most 200 characters'),
  body: z.string().trim().min(1, 'Write the update').max(20_000, 'An update has at most 20,000 characters'),
});
export type OfferingUpdateRequest = z.infer<typeof offeringUpdateRequestSchema>;

export const offeringUpdateSchema = z.object({
  id: z.string(),
  offering_id: z.string(),
  title: z.string(),
  body: z.string(),
  posted_at: z.string(),
});
export type OfferingUpdate = z.infer<typeof offeringUpdateSchema>;

/** An offering's updates, newest first. */
export const offeringUpdateListSchema = z.object({ items: z.array(offeringUpdateSchema) });

/** POST /v1/ipo/{id}/notify: mail me when this upcoming offering opens (or not any more). */
export const offeringNotifyRequestSchema = z.strictObject({ notify: z.boolean() });
