import { chmodSync, type Dirent, lstatSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { errorCodeOf } from '@zeng/contract/typed';

/**
 * DATA_DIR holds the embedded database, the uploads and the generated signing secret: whoever can
 * write it can make themselves an administrator. So it and everything in it belong to the server's
 * account alone: folders 0700, files 0600 (main.ts also sets the umask to 077 for whatever else the
 * process creates).
 */
export const OWNER_ONLY_DIR = 0o700;
export const OWNER_ONLY_FILE = 0o600;

/** Group and others' bits: read, write, execute (enter, for a folder). */
const OTHERS = 0o077;

/** Creates `dir` (and any missing parent) owner-only, and takes group and others' access off an existing one. */
export function ownerOnlyDirectory(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: OWNER_ONLY_DIR });
  const mode = statSync(dir).mode & 0o777;
  if (mode & OTHERS) chmodSync(dir, mode & ~OTHERS);
}

export interface OwnerOnlyReport {
  /** Folders and files looked at, `root` included. */
  checked: number;
  /** Those group or others could reach, now owner-only. */
  corrected: number;
  /** Paths that could not be corrected (another owner, a read-only mount), with the reason. */
  failed: string[];
}

/**
 * Takes group and others' bits off `root` and everything under it, keeping the owner's own (a file
 * stays 0600, or 0700 when its owner may run it). Symbolic links are neither changed nor followed.
 * One lstat per entry, synchronously: about 1,000 database files and 10,000 uploads take tens of
 * milliseconds, once at start.
 */
export function restrictToOwner(root: string): OwnerOnlyReport {
  const report: OwnerOnlyReport = { checked: 0, corrected: 0, failed: [] };
  const correct = (path: string, mode: number) => {
    report.checked += 1;
    if ((mode & OTHERS) === 0) return;
    try {
      chmodSync(path, mode & 0o777 & ~OTHERS);
      report.corrected += 1;
    } catch (err) {
      report.failed.push(`${path}: ${errorCodeOf(err) ?? String(err)}`);
    }
  };
  const visit = (dir: string) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch (err) {
      report.failed.push(`${dir}: ${errorCodeOf(err) ?? String(err)}`);
      return;
    }
    for (const entry of entries) {
      if (entry.isSymbolicLink()) continue;
      const path = join(dir, entry.name);
      let mode: number;
      try {
        mode = lstatSync(path).mode;
      } catch {
        continue; // removed meanwhile
      }
      correct(path, mode);
      if (entry.isDirectory()) visit(path);
    }
  };
  // The root itself is followed when it is a link: it is the folder the configuration names.
  const top = statSync(root, { throwIfNoEntry: false });
  if (!top) return report;
  correct(root, top.mode);
  if (top.isDirectory()) visit(root);
  return report;
}
