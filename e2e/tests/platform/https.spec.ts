import { connect } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { defaultSiteLayout } from '../../../server/src/site-layout.ts';
import { createSiteServer } from '../../../server/src/site-server.ts';
import { selfSignedCertificate } from '../../../tooling/self-signed-certificate.ts';

/** The site server given a certificate (TLS_CERT_FILE and TLS_KEY_FILE): HTTPS with HTTP/2. */
test.describe('served over HTTPS', () => {
  let baseUrl = '';
  let close: () => Promise<void> = async () => {};

  test.beforeAll(async () => {
    const server = await createSiteServer({ layout: defaultSiteLayout, tls: selfSignedCertificate() });
    await server.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `https://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  test.afterAll(() => close());

  test('answers HTTP/2 with the shell page and HSTS', async () => {
    const session = connect(baseUrl, { rejectUnauthorized: false });
    try {
      const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
        const request = session.request({ ':path': '/umitkoy' });
        request.on('response', resolve).on('error', reject);
        request.resume();
      });
      expect(headers[':status']).toBe(200);
      expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(String(headers['content-type'])).toContain('text/html');
    } finally {
      session.close();
    }
  });

  test('a club page loads all its remotes over one HTTP/2 connection', async ({ browser }) => {
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

    const remoteFiles = [...protocols].filter(([path]) => path.startsWith('/remotes/'));
    expect(remoteFiles.some(([path]) => path.startsWith('/remotes/media/'))).toBe(true);
    expect(new Set([...protocols.values()])).toEqual(new Set(['h2']));
    await context.close();
  });
});
