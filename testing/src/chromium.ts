/**
 * Debian's Chromium (Playwright cannot download browsers on these machines), with the flags that
 * keep it from calling out to Google's hosts, which the closed network refuses (docs/toolchain.md).
 */
export const chromiumExecutable = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
