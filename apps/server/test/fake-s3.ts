import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../src/config';

/** s3rver's one account: requests signed with another access key id are refused. */
const fakeAccessKeyId = 'S3RVER';
const fakeSecretAccessKey = 'S3RVER';

/** A real S3-compatible server (s3rver) on a free loopback port, with one empty bucket in a temporary folder. */
export async function startFakeS3(bucket = 'documents') {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: mkdtempSync(join(tmpdir(), 'fake-s3-')),
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    accessKeyId: fakeAccessKeyId,
    secretAccessKey: fakeSecretAccessKey,
    forcePathStyle: true,
  };
  return {
    settings,
    /** The same settings as S3_* environment variables. */
    env: {
      S3_ENDPOINT: settings.endpoint,
      S3_BUCKET: bucket,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: fakeAccessKeyId,
      S3_SECRET_ACCESS_KEY: fakeSecretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: () => server.close(),
  };
}
