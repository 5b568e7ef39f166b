import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3 } from '../../../test/fake-s3';
import { createS3FileStorage, objectUrl } from './s3-storage';
import { createLocalFileStorage, type FileStorage, storeThenRecord } from './storage';

type Adapter = { storage: FileStorage; close(): Promise<void> };

const adapters: [string, () => Promise<Adapter>][] = [
  [
    'local file storage',
    async () => ({
      storage: createLocalFileStorage(mkdtempSync(join(tmpdir(), 'storage-test-'))),
      close: async () => undefined,
    }),
  ],
  [
    'S3 storage',
    async () => {
      const s3 = await startFakeS3();
      return { storage: createS3FileStorage(s3.settings), close: s3.close };
    },
  ],
];

describe.each(adapters)('%s', (_name, open) => {
  let adapter: Adapter;
  let storage: FileStorage;
  beforeAll(async () => {
    adapter = await open();
    storage = adapter.storage;
  });
  afterAll(async () => {
    await adapter.close();
  });

  it('stores bytes under a random key and reads them back', async () => {
    const key = await storage.put('documents', new Uint8Array([1, 2, 3]));
    expect(key).toMatch(/^documents\/[0-9a-f-]{36}$/);
    expect([...((await storage.get(key)) ?? [])]).toEqual([1, 2, 3]);
    expect(await storage.put('documents', new Uint8Array([1, 2, 3]))).not.toBe(key);
  });

  it('deletes a file, and deleting it again changes nothing', async () => {
    const key = await storage.put('deeds', new Uint8Array([9]));
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('answers null for a missing key', async () => {
    expect(await storage.get('documents/00000000-0000-0000-0000-000000000000')).toBeNull();
  });

  it('reads and deletes nothing through a key that tries to leave its folder', async () => {
    const key = await storage.put('documents', new Uint8Array([7]));
    const [, id] = key.split('/');
    for (const climbing of [
      '../../etc/passwd',
      `documents/../documents/${id}`,
      `/documents/${id}`,
      `documents/${id}/`,
    ]) {
      expect(await storage.get(climbing)).toBeNull();
      await storage.delete(climbing);
    }
    expect([...((await storage.get(key)) ?? [])]).toEqual([7]);
  });

  it('removes a stored file again when the write that records it fails', async () => {
    let storedKey = '';
    const failing = storeThenRecord(storage, 'documents', new Uint8Array([5]), async (key) => {
      storedKey = key;
      throw new Error('insert failed');
    });
    await expect(failing).rejects.toThrow('insert failed');
    expect(storedKey).not.toBe('');
    expect(await storage.get(storedKey)).toBeNull();
  });

  it('refuses a folder name that is not a plain word', async () => {
    await expect(storage.put('../x', new Uint8Array())).rejects.toThrow('invalid storage folder');
  });
});

describe('S3 object addresses', () => {
  const settings = { endpoint: 'https://s3.eu-west-1.amazonaws.com', bucket: 'invest-documents' };

  it('puts the bucket in the host name unless path style is forced', () => {
    expect(objectUrl({ ...settings, forcePathStyle: false }, 'documents/a')).toBe(
      'https://invest-documents.s3.eu-west-1.amazonaws.com/documents/a',
    );
    expect(objectUrl({ ...settings, forcePathStyle: true }, 'documents/a')).toBe(
      'https://s3.eu-west-1.amazonaws.com/invest-documents/documents/a',
    );
  });

  it('keeps a path prefix of the endpoint', () => {
    expect(objectUrl({ endpoint: 'http://127.0.0.1:9000/s3/', bucket: 'b', forcePathStyle: true }, 'deeds/x')).toBe(
      'http://127.0.0.1:9000/s3/b/deeds/x',
    );
  });
});

describe('S3 storage with wrong credentials', () => {
  it('fails loudly instead of losing the file', async () => {
    const s3 = await startFakeS3();
    try {
      const storage = createS3FileStorage({ ...s3.settings, accessKeyId: 'UNKNOWN' });
      await expect(storage.put('documents', new Uint8Array([1]))).rejects.toThrow(
        /S3 PUT answered 403 \(InvalidAccessKeyId\)/,
      );
    } finally {
      await s3.close();
    }
  });
});
