import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where uploaded and generated files live; keys are ours (random), never a user-given name. */
export interface FileStorage {
  /** Stores `bytes` under a new random key in `folder` and returns the key. */
  put(folder: string, bytes: Uint8Array): Promise<string>;
  /** The bytes under `key`, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the bytes under `key`; a missing key is already removed. */
  delete(key: string): Promise<void>;
}

const folderPattern = /^[a-z][a-z0-9-]{0,31}$/;
const keyPattern = /^([a-z][a-z0-9-]{0,31})\/([0-9a-f-]{36})$/;

/** A new random key in `folder`; throws for a folder that is not a plain word. */
export function newStorageKey(folder: string): string {
  if (!folderPattern.test(folder)) throw new Error(`invalid storage folder ${folder}`);
  return `${folder}/${randomUUID()}`;
}

/** Whether `key` has the shape of a key we issued: anything else (a path that climbs out, say) names nothing. */
export function isStorageKey(key: string): boolean {
  return keyPattern.test(key);
}

/**
 * Stores `bytes`, then runs `record` with the new key (the database write that points at the file);
 * when `record` fails the file is removed again, so no file outlives a write that did not happen.
 */
export async function storeThenRecord<T>(
  storage: FileStorage,
  folder: string,
  bytes: Uint8Array,
  record: (key: string) => Promise<T>,
): Promise<T> {
  const key = await storage.put(folder, bytes);
  try {
    return await record(key);
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
}

/** Files on the local disk under `root` (DATA_DIR/uploads), written atomically. */
export function createLocalFileStorage(root: string): FileStorage {
  return {
    async put(folder, bytes) {
      const key = newStorageKey(folder);
      await mkdir(join(root, folder), { recursive: true });
      const path = join(root, key);
      const temporary = `${path}.part`;
      await writeFile(temporary, bytes, { mode: 0o600 });
      await rename(temporary, path);
      return key;
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      try {
        return await readFile(join(root, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      if (isStorageKey(key)) await rm(join(root, key), { force: true });
    },
  };
}
