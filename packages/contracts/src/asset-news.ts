import { z } from 'zod';
import { pageQuerySchema } from './envelope';
import { assetCodeSchema } from './trading-ledger';

/** SPEC 7 GET asset-news: news about the domain's instruments, written by its administrators. */
export const assetNewsSchema = z.object({
  Id: z.string(),
  /** The instrument, such as ACME. */
  Asset: z.string(),
  Title: z.string(),
  Summary: z.string(),
  Url: z.string().nullable(),
  Source: z.string().nullable(),
  PublishedAt: z.string(),
});
export type AssetNews = z.infer<typeof assetNewsSchema>;

/** GET /v1/asset-news: newest first, of one instrument or all. */
export const assetNewsQuerySchema = z.strictObject({ asset: assetCodeSchema.optional(), ...pageQuerySchema.shape });
export type AssetNewsQuery = z.infer<typeof assetNewsQuerySchema>;

/** POST /v1/admin/asset-news: an administrator adds an item; published now unless given a time. */
export const createAssetNewsRequestSchema = z.strictObject({
  asset: assetCodeSchema,
  title: z.string().trim().min(1, 'Enter a title').max(200, 'A title has at most 200 characters'),
  summary: z.string().trim().min(1, 'Enter a summary').max(2000, 'A summary has at most 2000 characters'),
  url: z
    .url({ protocol: /^https$/, error: 'Invalid URL: use an https address' })
    .max(2000)
    .optional(),
  source: z.string().trim().min(1).max(100).optional(),
  publishedAt: z.iso.datetime({ offset: true, error: 'Use a time such as 2026-03-02T09:30:00Z' }).optional(),
});
export type CreateAssetNewsRequest = z.infer<typeof createAssetNewsRequestSchema>;
