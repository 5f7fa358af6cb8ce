import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ownerOnlyDirectory, restrictToOwner } from './owner-only.js';

const root = mkdtempSync(join(tmpdir(), 'zeng-owner-only-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const modeOf = (path: string) => statSync(path).mode & 0o777;

describe('owner-only data files', () => {
  it('takes group and others off every folder and file, keeping the owner’s own bits', () => {
    const dir = join(root, 'tree');
    mkdirSync(join(dir, 'db', 'base'), { recursive: true });
    writeFileSync(join(dir, 'db', 'base', '1249'), 'page');
    writeFileSync(join(dir, 'db', 'PG_VERSION'), '18');
    writeFileSync(join(dir, 'run.sh'), '#!/bin/sh');
    writeFileSync(join(dir, 'jwt-secret'), 'secret');
    chmodSync(join(dir, 'db', 'base', '1249'), 0o666);
    chmodSync(join(dir, 'db', 'PG_VERSION'), 0o644);
    chmodSync(join(dir, 'run.sh'), 0o755);
    chmodSync(join(dir, 'jwt-secret'), 0o600);
    chmodSync(join(dir, 'db', 'base'), 0o777);
    chmodSync(dir, 0o755);

    expect(restrictToOwner(dir)).toEqual({ checked: 7, corrected: 6, failed: [] });
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(join(dir, 'db'))).toBe(0o700);
    expect(modeOf(join(dir, 'db', 'base'))).toBe(0o700);
    expect(modeOf(join(dir, 'db', 'base', '1249'))).toBe(0o600);
    expect(modeOf(join(dir, 'db', 'PG_VERSION'))).toBe(0o600);
    expect(modeOf(join(dir, 'run.sh'))).toBe(0o700);
    expect(modeOf(join(dir, 'jwt-secret'))).toBe(0o600);
    // A second pass finds nothing left to do.
    expect(restrictToOwner(dir).corrected).toBe(0);
  });

  it('neither changes nor follows a symbolic link inside', () => {
    const outside = join(root, 'outside.txt');
    writeFileSync(outside, 'not ours to change');
    chmodSync(outside, 0o644);
    const dir = join(root, 'linked');
    mkdirSync(dir, { mode: 0o700 });
    symlinkSync(outside, join(dir, 'link'));
    symlinkSync(root, join(dir, 'loop'));
    expect(restrictToOwner(dir)).toMatchObject({ corrected: 0, failed: [] });
    expect(modeOf(outside)).toBe(0o644);
  });

  it('answers nothing for a folder that does not exist', () => {
    expect(restrictToOwner(join(root, 'missing'))).toEqual({ checked: 0, corrected: 0, failed: [] });
  });

  it('creates a folder and its missing parents owner-only, and corrects an existing one', () => {
    const made = join(root, 'a', 'b', 'uploads');
    ownerOnlyDirectory(made);
    expect(modeOf(join(root, 'a'))).toBe(0o700);
    expect(modeOf(made)).toBe(0o700);
    chmodSync(made, 0o777);
    ownerOnlyDirectory(made);
    expect(modeOf(made)).toBe(0o700);
  });
});
