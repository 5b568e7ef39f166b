import { z } from 'zod';
import { errorCodes } from './errors';

/** The success envelope of API.md, around a payload schema. */
export function envelopeSchema<T extends z.ZodType>(payload: T) {
  return z.object({ success: z.literal(true), message: z.string(), payload });
}

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.enum(errorCodes as [string, ...string[]]),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export type Envelope<T> = { success: true; message: string; payload: T };

/** Paging of API.md: page from 1, limit 1..100 (default 20). */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
  });
}
export type Page<T> = { items: T[]; page: number; limit: number; total: number };

export const emptyPayloadSchema = z.object({});
