import { AwsClient } from 'aws4fetch';
import type { S3Settings } from '../../config';
import { type FileStorage, isStorageKey, newStorageKey } from './storage';

/**
 * The address of `key` in the bucket: path-style (`endpoint/bucket/key`, what MinIO and most
 * S3-compatible servers expect) or virtual-hosted (`bucket.endpoint/key`, AWS's default).
 */
export function objectUrl(settings: Pick<S3Settings, 'endpoint' | 'bucket' | 'forcePathStyle'>, key: string): string {
  const endpoint = new URL(settings.endpoint);
  const base = endpoint.pathname.replace(/\/+$/, '');
  if (settings.forcePathStyle) return `${endpoint.origin}${base}/${settings.bucket}/${key}`;
  return `${endpoint.protocol}//${settings.bucket}.${endpoint.host}${base}/${key}`;
}

/** An error naming the operation and S3's answer (status and error code), never the credentials. */
async function failure(operation: string, response: Response): Promise<Error> {
  const body = await response.text();
  const code = /<Code>([^<]+)<\/Code>/.exec(body)?.[1] ?? 'no error code';
  return new Error(`S3 ${operation} answered ${response.status} (${code})`);
}

/** Files in an S3-compatible bucket, every request signed with AWS Signature V4. */
export function createS3FileStorage(settings: S3Settings): FileStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
    retries: 3,
  });
  return {
    async put(folder, bytes) {
      const key = newStorageKey(folder);
      const response = await client.fetch(objectUrl(settings, key), {
        method: 'PUT',
        body: bytes,
        headers: { 'content-type': 'application/octet-stream' },
      });
      if (!response.ok) throw await failure('PUT', response);
      await response.body?.cancel();
      return key;
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      const response = await client.fetch(objectUrl(settings, key));
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) throw await failure('GET', response);
      return Buffer.from(await response.arrayBuffer());
    },
    async delete(key) {
      if (!isStorageKey(key)) return;
      const response = await client.fetch(objectUrl(settings, key), { method: 'DELETE' });
      if (!response.ok && response.status !== 404) throw await failure('DELETE', response);
      await response.body?.cancel();
    },
  };
}
