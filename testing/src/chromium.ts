import { existsSync } from 'node:fs';

/**
 * Debian's Chromium (Playwright cannot download browsers on these machines), with the flags that
 * keep it from calling out to Google's hosts, which the closed network refuses (docs/toolchain.md).
 */
export const chromiumExecutable = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const headlessShell = '/usr/bin/chromium-headless-shell';

/**
 * The Chromium that checks behaviour headless (the e2e tests, the release gate's smoke run):
 * Debian's old headless shell when installed (`chromium-headless-shell`, what Playwright runs
 * headless with its own browsers), which costs less CPU for the same pages than the full
 * browser's headless mode (docs/toolchain.md); the full browser otherwise. What measures a page (Lighthouse, the
 * admin bench) keeps the full browser: `chromiumExecutable`.
 */
export const headlessChromiumExecutable =
  process.env.CHROME_PATH ?? (existsSync(headlessShell) ? headlessShell : chromiumExecutable);

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The outside hosts a page of the site would call (the maps embed), as Lighthouse's
 * blockedUrlPatterns: nothing here can reach them, and a Lighthouse run waiting on them measures
 * the closed network, not the page.
 */
export const outsideHostPatterns = ['*google.com*', '*gstatic.com*', '*ytimg.com*'];
