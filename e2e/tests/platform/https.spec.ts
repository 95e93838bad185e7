import { defaultSiteLayout } from '@sportif/server/site-layout';
import { createSiteServer } from '@sportif/server/site-server';
import { selfSignedCertificate } from '@sportif/testing/self-signed-certificate';
import { serveSite } from '@sportif/testing/serve-site';
import { expect, test } from '../../support/test';

/**
 * The site server given a certificate (TLS_CERT_FILE and TLS_KEY_FILE): HTTPS with HTTP/2 (its
 * answer and HSTS: e2e/site/responses.test.ts).
 */
test.describe('served over HTTPS', () => {
  let baseUrl = '';
  let close: () => Promise<void> = async () => {};

  test.beforeAll(async () => {
    ({ baseUrl, close } = await serveSite(
      await createSiteServer({ layout: defaultSiteLayout, tls: selfSignedCertificate() }),
    ));
  });
  test.afterAll(() => close());

  test('a club page loads its remotes and every other file, all over HTTP/2', async ({ browser }) => {
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const protocols = new Map<string, string>();
    cdp.on('Network.responseReceived', ({ response }) =>
      protocols.set(new URL(response.url).pathname, response.protocol ?? ''),
    );

    await page.goto(`${baseUrl}/umitkoy`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ümitköy Kulüp' })).toBeVisible();
    await expect(page.locator('video')).toBeVisible();

    expect([...protocols.keys()].some((path) => path.startsWith('/remotes/media/'))).toBe(true);
    expect(new Set([...protocols.values()])).toEqual(new Set(['h2']));
    await context.close();
  });
});
