import { createHash } from 'node:crypto';
import {
  type DomainAsset,
  type DomainAssetFormat,
  domainAssetContentTypes,
  domainAssetNamePattern,
  domainAssetsPath,
  domainAssetUploadFieldsSchema,
} from '@invest/contracts';
import { type AuditActor, recordAudit } from '../../../platform/audit/audit';
import type { Database } from '../../../platform/db/database';
import { inTransaction } from '../../../platform/db/transaction';
import { invalid, notFound } from '../../../platform/errors';
import { type MultipartUpload, parseUploadFields } from '../../../platform/http/multipart-upload';
import { type FileStorage, storeThenRecord } from '../../../platform/storage/storage';
import { readBrandImage } from './brand-image';

export interface DomainAssetsDeps {
  db: Database;
  storage: FileStorage;
}

const storageFolder = 'domain-assets';

/** How much of the content's SHA-256 an image's name carries (hex digits). */
const nameHashLength = 16;

const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * POST /v1/ihq/domains/assets: stores a logo or favicon, recognised by its content, and answers the
 * address the domain settings can then hold; the audit trail records who uploaded which image.
 */
export async function uploadDomainAsset(
  deps: DomainAssetsDeps,
  tenantId: string,
  actor: AuditActor,
  upload: MultipartUpload,
): Promise<DomainAsset> {
  const { purpose } = parseUploadFields(domainAssetUploadFieldsSchema, upload.fields);
  const bytes = upload.file;
  if (!bytes || bytes.length === 0) throw invalid('file', 'Choose an image to upload');
  const image = await readBrandImage(bytes);
  if ('problem' in image) throw invalid('file', image.problem);
  const sha256 = sha256Of(bytes);
  return storeThenRecord(deps.storage, storageFolder, bytes, async (key) => {
    const id = key.slice(storageFolder.length + 1);
    const asset: DomainAsset = {
      url: `${domainAssetsPath}/${id}.${sha256.slice(0, nameHashLength)}.${image.format}`,
      purpose,
      content_type: domainAssetContentTypes[image.format],
      size_bytes: bytes.length,
    };
    await inTransaction(deps.db, (tx) =>
      recordAudit(tx, {
        tenantId,
        actor,
        action: 'domain.asset',
        object: { kind: 'domain', id: tenantId },
        after: { ...asset, sha256 },
      }),
    );
    return asset;
  });
}

/**
 * GET /v1/ihq/domains/assets/{name}: a stored image, when `name` is its own: the bytes must still hash
 * to the name and be of its format, so an address always means the same image.
 */
export async function getDomainAsset(
  deps: DomainAssetsDeps,
  name: string,
): Promise<{ bytes: Buffer; contentType: string }> {
  const [, id, hash, format] = domainAssetNamePattern.exec(name) ?? [];
  const bytes = id ? await deps.storage.get(`${storageFolder}/${id}`) : null;
  if (!bytes || sha256Of(bytes).slice(0, nameHashLength) !== hash) throw notFound('Image');
  const image = await readBrandImage(bytes);
  if (!('format' in image) || image.format !== format) throw notFound('Image');
  return { bytes, contentType: domainAssetContentTypes[format as DomainAssetFormat] };
}
