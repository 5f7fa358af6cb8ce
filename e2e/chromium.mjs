// Debian's chromium and the flags that work on this machine (no downloads, no background traffic on a
// closed network), for the end-to-end tests, the screenshots script and the Lighthouse benchmark.
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
