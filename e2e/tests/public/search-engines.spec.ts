import { expect, test } from '@playwright/test';
import { publicRoutes } from '../../support/routes';

test("the sitemap lists every public page on the site's origin, and nothing else", async ({
  request,
  baseURL,
}) => {
  const answer = await request.get('/sitemap.xml');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const xml = await answer.text();
  const listed = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
  expect(listed.sort()).toEqual(publicRoutes.map(({ path }) => `${baseURL}${path}`).sort());
  expect(xml).not.toContain('/admin');
  expect(xml).not.toContain('/login');
});

test('robots.txt keeps crawlers out of the sign-in page and the back-office, and names the sitemap', async ({
  request,
  baseURL,
}) => {
  const answer = await request.get('/robots.txt');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const lines = (await answer.text()).split('\n');
  expect(lines).toContain('User-agent: *');
  expect(lines).toContain('Disallow: /login');
  expect(lines).toContain('Disallow: /admin');
  expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  // Every public page may be crawled.
  const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice(10));
  for (const { path } of publicRoutes) {
    expect(
      disallowed.some((rule) => path.startsWith(rule)),
      path,
    ).toBe(false);
  }
});
