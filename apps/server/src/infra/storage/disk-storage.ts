import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { access, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { assertValidKey, type MediaStorage } from './media-storage.js';

/** Objects as files in one folder (DATA_DIR/uploads), which the app serves at /uploads/. */
export class DiskStorage implements MediaStorage {
  constructor(readonly root: string) {
    mkdirSync(root, { recursive: true });
  }

  async put(key: string, data: Buffer, _contentType: string): Promise<void> {
    assertValidKey(key);
    // Written beside the target and renamed, so a reader never sees half a file.
    const temporary = join(this.root, `.${key}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      await writeFile(temporary, data);
      await rename(temporary, join(this.root, key));
    } catch (err) {
      await rm(temporary, { force: true });
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    await rm(join(this.root, key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    assertValidKey(key);
    try {
      await access(join(this.root, key));
      return true;
    } catch {
      return false;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    assertValidKey(key);
    try {
      return await readFile(join(this.root, key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }
}
