// Files the site keeps: uploaded documents and cover notes (architecture, Integrations). Keys are
// random and made by the caller; the storage only keeps, returns and deletes bytes. The built-in storage
// writes under DATA_DIR/files; s3-storage.ts keeps them in a bucket (integrations.ts chooses).
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface Storage {
  /** Keeps `data` under `key`; a key is written once. */
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes under `key`, or undefined when there are none. */
  get(key: string): Promise<Buffer | undefined>;
  /** Deletes the bytes under `key`; none there is no error, so a delete can be tried again. */
  delete(key: string): Promise<void>;
}

// A key is a file name or an object name: URL-safe base64 only, so no key can climb out of the directory
// or name another prefix of a bucket, whichever storage keeps it.
const KEY = /^[\w-]{16,128}$/;

export function assertKey(key: string) {
  if (!KEY.test(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
}

/** Files under `root`, spread over sub-directories by the key's first two characters. */
export function localStorage(root: string): Storage {
  const fileOf = (key: string) => path.join(root, key.slice(0, 2), key);
  return {
    async put(key, data) {
      assertKey(key);
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${file}.partial`;
      await writeFile(partial, data, { flag: 'wx' });
      await rename(partial, file);
    },
    async get(key) {
      assertKey(key);
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      assertKey(key);
      await rm(fileOf(key), { force: true });
    },
  };
}
