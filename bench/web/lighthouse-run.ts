import { chromiumArgs, chromiumExecutable, outsideHostPatterns } from '@sportif/testing/chromium';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;

export interface LighthouseRun {
  lhr: LighthouseResult['lhr'];
  artifacts: LighthouseResult['artifacts'];
  /** Why the run measured nothing (Lighthouse's NO_NAVSTART, say), or undefined when it measured the page. */
  failure: string | undefined;
}

/**
 * One Lighthouse mobile run of `url` (its default simulated throttling) in a Chromium of its own,
 * as both benches run it: the outside hosts blocked, a throwaway certificate accepted over HTTPS.
 */
export async function runLighthouse(url: string, categories: string[]): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable,
    chromeFlags: [
      '--headless=new',
      ...(url.startsWith('https:') ? ['--ignore-certificate-errors'] : []),
      ...chromiumArgs,
    ],
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories },
      { extends: 'lighthouse:default', settings: { blockedUrlPatterns: outsideHostPatterns } },
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr, artifacts } = result;
    const failure = lhr.runtimeError?.message ?? lhr.audits['largest-contentful-paint']?.errorMessage;
    return { lhr, artifacts, failure };
  } finally {
    chrome.kill();
  }
}
