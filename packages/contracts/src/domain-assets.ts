import { z } from 'zod';

/**
 * A domain's brand images, uploaded by its super-administrator (POST /v1/ihq/domains/assets) and
 * served by the platform itself, so a domain needs no image host of its own: the logo its pages show
 * and the icon browsers put on its tabs.
 */
export const domainAssetPurposes = ['logo', 'favicon'] as const;
export type DomainAssetPurpose = (typeof domainAssetPurposes)[number];

/** The image formats taken, by the extension of the name they are served under, with their content type. */
export const domainAssetContentTypes = {
  png: 'image/png',
  webp: 'image/webp',
  ico: 'image/x-icon',
  svg: 'image/svg+xml',
} as const;
export type DomainAssetFormat = keyof typeof domainAssetContentTypes;

/** The largest image taken: a logo or an icon is a few kilobytes; every page of the domain loads it. */
export const maxDomainAssetBytes = 512 * 1024;

/** Where the platform serves its stored brand images, on each domain's own host. */
export const domainAssetsPath = '/v1/ihq/domains/assets';

/**
 * A stored image's name: its storage id, the start of its content's SHA-256 (so the name changes
 * whenever the bytes do, and a copy may be kept for good) and its format.
 */
export const domainAssetNamePattern = /^([0-9a-f-]{36})\.([0-9a-f]{16})\.(png|webp|ico|svg)$/;

/** Whether `value` is the address of an image the platform stores (a path on the domain's own host). */
export function isDomainAssetPath(value: string): boolean {
  const prefix = `${domainAssetsPath}/`;
  return value.startsWith(prefix) && domainAssetNamePattern.test(value.slice(prefix.length));
}

/** The text fields of POST /v1/ihq/domains/assets; the image is the multipart part `file`. */
export const domainAssetUploadFieldsSchema = z.strictObject({
  purpose: z.enum(domainAssetPurposes, { error: 'Say whether the image is the logo or the favicon' }),
});

/** A stored image: the address the domain settings' `logo` or `favicon` can then hold. */
export const domainAssetSchema = z.object({
  url: z.string(),
  purpose: z.enum(domainAssetPurposes),
  content_type: z.string(),
  size_bytes: z.number().int(),
});
export type DomainAsset = z.infer<typeof domainAssetSchema>;
