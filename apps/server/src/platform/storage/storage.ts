import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where uploaded and generated files live; keys are ours (random), never a user-given name. */
export interface FileStorage {
  /** Stores `bytes` under a new random key in `folder` and returns the key. */
  put(folder: string, bytes: Uint8Array): Promise<string>;
  /** The bytes under `key`, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
}

const folderPattern = /^[a-z][a-z0-9-]{0,31}$/;
const keyPattern = /^([a-z][a-z0-9-]{0,31})\/([0-9a-f-]{36})$/;

/** Files on the local disk under `root` (DATA_DIR/uploads), written atomically. */
export function createLocalFileStorage(root: string): FileStorage {
  return {
    async put(folder, bytes) {
      if (!folderPattern.test(folder)) throw new Error(`invalid storage folder ${folder}`);
      const key = `${folder}/${randomUUID()}`;
      const directory = join(root, folder);
      await mkdir(directory, { recursive: true });
      const path = join(root, key);
      const temporary = `${path}.part`;
      await writeFile(temporary, bytes, { mode: 0o600 });
      await rename(temporary, path);
      return key;
    },
    async get(key) {
      if (!keyPattern.test(key)) return null;
      try {
        return await readFile(join(root, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
