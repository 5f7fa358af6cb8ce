// Installs Debian's chromium when it is missing: the end-to-end tests never download a browser.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.mjs';

if (!existsSync(CHROMIUM_PATH)) {
  console.warn("chromium is missing: installing Debian's package with apt-get");
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-core`,
    {
      stdio: 'inherit',
    },
  );
}
