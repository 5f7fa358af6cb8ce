import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { drawSiteShareImages, SHARE_DIR } from './site-share-images.js';

/** `npm run share-images -w @zeng/server`: writes the server's own share pictures (site-share-images.ts). */
async function main() {
  await mkdir(SHARE_DIR, { recursive: true });
  for (const [file, png] of Object.entries(await drawSiteShareImages())) {
    await writeFile(join(SHARE_DIR, file), png);
    process.stdout.write(`${join(SHARE_DIR, file)}: ${png.length} bytes\n`);
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${String(err)}\n`);
  process.exit(1);
});
