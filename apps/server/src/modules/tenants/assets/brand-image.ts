import type { DomainAssetFormat } from '@invest/contracts';
import { fileTypeFromBuffer } from 'file-type';
import { isPlainSvg } from './plain-svg';

/** The formats file-type recognises by their magic bytes, by its name for them. */
const recognisedFormats: Partial<Record<string, DomainAssetFormat>> = { png: 'png', webp: 'webp', ico: 'ico' };

/** What an upload is as a brand image: its format, or why it is none. */
export type BrandImageReading = { format: DomainAssetFormat } | { problem: string };

export const unsupportedImage = 'Use a PNG, WebP, ICO or SVG image';
export const unsafeSvg =
  'This SVG holds more than a drawing (script, links, embedded HTML or images, or styles that fetch files): export it as a plain SVG';

/**
 * `bytes` read as a brand image, by their content, never by a name: PNG, WebP and ICO by their magic
 * bytes, SVG when it is a plain drawing (plain-svg.ts).
 */
export async function readBrandImage(bytes: Uint8Array): Promise<BrandImageReading> {
  const detected = await fileTypeFromBuffer(bytes);
  const format = detected ? recognisedFormats[detected.ext] : undefined;
  if (format) return { format };
  const mayBeText = detected === undefined || detected.ext === 'xml';
  if (!mayBeText) return { problem: unsupportedImage };
  if (isPlainSvg(bytes)) return { format: 'svg' };
  const looksLikeSvg = /<svg[\s>/]/i.test(Buffer.from(bytes).toString('utf8'));
  return { problem: looksLikeSvg ? unsafeSvg : unsupportedImage };
}
