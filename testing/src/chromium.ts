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

/**
 * The outside hosts a page of the site would call (the maps embed), as Lighthouse's
 * blockedUrlPatterns: nothing here can reach them, and a Lighthouse run waiting on them measures
 * the closed network, not the page.
 */
export const outsideHostPatterns = ['*google.com*', '*gstatic.com*', '*ytimg.com*'];
