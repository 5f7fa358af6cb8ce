import { randomBytes } from 'node:crypto';
import type { Stats } from 'node:fs';
import { access, type FileHandle, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { errorCodeOf } from '@zeng/contract/typed';
import { OWNER_ONLY_FILE, ownerOnlyDirectory } from '../../lib/owner-only.js';
import { assertValidKey, type MediaStorage, type StoredObject, type StoredObjectInfo } from './media-storage.js';

/**
 * Objects as files in one folder (DATA_DIR/uploads); the app serves them at /uploads/ through open().
 * The folder and its files are the server account's alone (lib/owner-only.ts).
 */
export class DiskStorage implements MediaStorage {
  constructor(readonly root: string) {
    ownerOnlyDirectory(root);
  }

  async put(key: string, data: Buffer, _contentType: string): Promise<void> {
    assertValidKey(key);
    // Written beside the target and renamed, so a reader never sees half a file.
    const temporary = join(this.root, `.${key}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      await writeFile(temporary, data, { mode: OWNER_ONLY_FILE });
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
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async stat(key: string): Promise<StoredObjectInfo | null> {
    assertValidKey(key);
    try {
      return infoOf(await stat(join(this.root, key)));
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async open(key: string): Promise<StoredObject | null> {
    assertValidKey(key);
    // The handle is opened before the size is read, so a file deleted meanwhile is either whole or absent.
    let handle: FileHandle;
    try {
      handle = await open(join(this.root, key), 'r');
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
    try {
      const info = infoOf(await handle.stat());
      return { ...info, body: handle.createReadStream({ autoClose: true }) };
    } catch (err) {
      await handle.close();
      throw err;
    }
  }

  async close(): Promise<void> {}
}

const isMissing = (err: unknown) => errorCodeOf(err) === 'ENOENT';

/** A weak tag of size and modification time, as static file servers give. */
function infoOf(stats: Stats): StoredObjectInfo {
  return {
    size: stats.size,
    etag: `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
    lastModified: stats.mtime,
  };
}
