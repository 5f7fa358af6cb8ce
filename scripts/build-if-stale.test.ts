import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BuildTarget, ensureBuilt, inputsHash, ROOT, TARGETS } from './build-if-stale.mjs';

const CHECKER = fileURLToPath(new URL('./build-if-stale.mjs', import.meta.url));

/**
 * A build that empties its output folder first, as Vite does, notes each run in builds.log, takes
 * `pause` ms when that file exists, and fails while a file named `fail` exists.
 */
const BUILD_SCRIPT = `
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
rmSync('out', { recursive: true, force: true });
mkdirSync('out');
appendFileSync('builds.log', 'build\\n');
if (existsSync('pause')) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Number(readFileSync('pause', 'utf8')));
if (existsSync('fail')) process.exit(1);
writeFileSync('out/app.js', readFileSync('src/app.ts'));
`;

let root: string;
const target: BuildTarget = {
  name: 'fixture',
  inputs: ['src', 'config.json'],
  command: [process.execPath, 'build.mjs'],
  outputs: ['out/app.js'],
  stamp: 'out/build-stamp.json',
};
const builds = () =>
  (existsSync(join(root, 'builds.log')) ? readFileSync(join(root, 'builds.log'), 'utf8') : '')
    .split('\n')
    .filter(Boolean).length;
const write = (path: string, text: string) => writeFileSync(join(root, path), text);
const check = () => ensureBuilt(target, { root, quiet: true });

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'zeng-build-if-stale-'));
  mkdirSync(join(root, 'src'));
  write('build.mjs', BUILD_SCRIPT);
  write('src/app.ts', 'export const a = 1;\n');
  write('config.json', '{}\n');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('a build is reused while its inputs are unchanged', () => {
  it('builds once, then reuses the build', () => {
    expect(check()).toBe('built');
    expect(check()).toBe('reused');
    expect(builds()).toBe(1);
  });

  it('builds again when a source, a config file or the set of sources changes', () => {
    check();
    write('src/app.ts', 'export const a = 2;\n');
    expect(check()).toBe('built');
    write('config.json', '{"changed":true}\n');
    expect(check()).toBe('built');
    write('src/more.ts', 'export const b = 1;\n');
    expect(check()).toBe('built');
    expect(readFileSync(join(root, 'out/app.js'), 'utf8')).toBe('export const a = 2;\n');
  });

  it('keeps the build when only a test or its snapshot changes, since no build reads them', () => {
    check();
    write('src/app.test.ts', 'it("works", () => {});\n');
    mkdirSync(join(root, 'src/__snapshots__'));
    write('src/__snapshots__/app.test.ts.snap', 'exports[`works 1`] = `1`;\n');
    expect(check()).toBe('reused');
  });

  it('builds again when an output is gone, and when asked to whatever the stamp says', () => {
    check();
    rmSync(join(root, 'out/app.js'));
    expect(check()).toBe('built');
    expect(ensureBuilt(target, { root, quiet: true, force: true })).toBe('built');
    expect(builds()).toBe(3);
  });
});

describe('a failed build is never taken for a current one', () => {
  it('fails with the build output, leaves no stamp, and the next check builds again', () => {
    check();
    write('src/app.ts', 'export const a = 3;\n');
    write('fail', '');
    expect(check).toThrow(/the fixture's build failed .*exit 1/);
    expect(existsSync(join(root, target.stamp))).toBe(false);
    rmSync(join(root, 'fail'));
    expect(check()).toBe('built');
    expect(readFileSync(join(root, 'out/app.js'), 'utf8')).toBe('export const a = 3;\n');
  });

  it('a build run another way (one that empties the output folder) removes the stamp', () => {
    check();
    rmSync(join(root, 'out'), { recursive: true });
    expect(check()).toBe('built');
  });
});

it('two checks at once build once: the second waits for the first and reuses its build', async () => {
  write('pause', '1500');
  const checkInChild = () =>
    new Promise<string>((resolve, reject) => {
      const code = `import { ensureBuilt } from ${JSON.stringify(CHECKER)};
        process.stdout.write(ensureBuilt(${JSON.stringify(target)}, { root: ${JSON.stringify(root)}, quiet: true }));`;
      const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
      });
      child.on('exit', (status) => (status === 0 ? resolve(out) : reject(new Error(`exit ${status}`))));
    });
  const outcomes = await Promise.all([checkInChild(), checkInChild()]);
  expect(outcomes.sort()).toEqual(['built', 'reused']);
  expect(builds()).toBe(1);
});

it("hashes the real builds' inputs well within a second, so a start that reuses them costs little", () => {
  inputsHash(ROOT, TARGETS.web.inputs);
  const started = performance.now();
  const hashes = [inputsHash(ROOT, TARGETS.web.inputs), inputsHash(ROOT, TARGETS.server.inputs)];
  expect(performance.now() - started).toBeLessThan(1000);
  expect(new Set(hashes).size).toBe(2);
});
