import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalFileStorage } from './storage';

describe('local file storage', () => {
  const storage = createLocalFileStorage(mkdtempSync(join(tmpdir(), 'storage-test-')));

  it('stores bytes under a random key and reads them back', async () => {
    const key = await storage.put('documents', new Uint8Array([1, 2, 3]));
    expect(key).toMatch(/^documents\/[0-9a-f-]{36}$/);
    expect([...((await storage.get(key)) ?? [])]).toEqual([1, 2, 3]);
  });

  it('answers null for a missing key and for a key that tries to leave its folder', async () => {
    expect(await storage.get('documents/00000000-0000-0000-0000-000000000000')).toBeNull();
    expect(await storage.get('../../etc/passwd')).toBeNull();
  });

  it('refuses a folder name that is not a plain word', async () => {
    await expect(storage.put('../x', new Uint8Array())).rejects.toThrow('invalid storage folder');
  });
});
