import { attributeText } from '../../support/markup';
import { publicRoutes } from '../../support/routes';
import { type APIRequestContext, expect, test } from '../../support/test';

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

/** The tags of the HTML the server answers `path` with, before any script runs. */
async function servedHead(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const attribute = (pattern: RegExp) => pattern.exec(head)?.[1];
  return {
    titles: [...head.matchAll(/<title>(.*?)<\/title>/g)].map((match) => match[1]),
    // The page's own, as its render wrote it (or, for a page the browser renders, its remote's).
    descriptions: [...head.matchAll(/<meta name="description" content="([^"]*)"/g)].map((match) =>
      attributeText(match[1] as string),
    ),
    canonical: attribute(/<link rel="canonical" href="([^"]*)" data-page-head>/),
    og: Object.fromEntries(
      [...head.matchAll(/<meta property="og:(\w+)" content="([^"]*)" data-page-head>/g)].map((match) => [
        match[1],
        attributeText(match[2] as string),
      ]),
    ),
    twitterCard: attribute(/<meta name="twitter:card" content="([^"]*)" data-page-head>/),
    structuredData: [
      ...head.matchAll(/<script type="application\/ld\+json" data-page-head>(.*?)<\/script>/g),
    ].map((match) => JSON.parse(match[1] as string) as Record<string, unknown>),
  };
}

test('every public page arrives with its own title, description, canonical URL, Open Graph and Twitter tags', async ({
  request,
  baseURL,
}) => {
  const titles = new Set<string>();
  for (const { path } of publicRoutes) {
    const head = await servedHead(request, path);
    expect(head.titles, path).toHaveLength(1);
    const [title] = head.titles as [string];
    titles.add(title);
    expect(head.descriptions, path).toHaveLength(1);
    const [description] = head.descriptions as [string];
    expect(description, path).toBeTruthy();
    const canonicalPath = path === '/umitkoy' || path === '/cukurambar' ? `/club${path}` : path;
    expect(head.canonical, path).toBe(`${baseURL}${canonicalPath}`);
    expect(head.og, path).toMatchObject({
      type: 'website',
      locale: 'tr_TR',
      title,
      description,
      url: `${baseURL}${canonicalPath}`,
    });
    expect(head.og.image, path).toMatch(new RegExp(`^${baseURL}/remotes/public/.*og-image\\.png$`));
    expect(head.twitterCard, path).toBe('summary_large_image');
  }
  // Aliases share their page's title; every page has its own.
  expect(titles.size).toBe(publicRoutes.length - 2);
  expect((await servedHead(request, '/about')).titles).toEqual(['Hakkımızda - Sportif Yaşam Merkezi']);

  const image = await request.get((await servedHead(request, '/')).og.image as string);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
});

test('the home page describes the club and each club page its branch, with the breadcrumb, as JSON-LD', async ({
  request,
  baseURL,
}) => {
  const home = await servedHead(request, '/');
  expect(home.structuredData).toHaveLength(1);
  expect(home.structuredData[0]).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'SportsOrganization',
    name: 'Sportif Yaşam Merkezi',
    url: `${baseURL}/`,
  });

  const club = await servedHead(request, '/umitkoy');
  const gym = club.structuredData.find((data) => data['@type'] === 'ExerciseGym');
  expect(gym).toMatchObject({
    name: 'Sportif Yaşam Merkezi Ümitköy Kulüp',
    url: `${baseURL}/club/umitkoy`,
    telephone: '+90 312 235 14 07',
    email: 'umitkoy@sportifyasam.com.tr',
    address: {
      '@type': 'PostalAddress',
      streetAddress: 'Ümitköy Mahallesi, 2432. Cadde No: 18',
      postalCode: '06810',
      addressLocality: 'Yenimahalle',
      addressRegion: 'Ankara',
      addressCountry: 'TR',
    },
    openingHoursSpecification: [
      {
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '07:00',
        closes: '22:00',
      },
      { dayOfWeek: ['Saturday', 'Sunday'], opens: '08:00', closes: '21:00' },
    ],
  });
  const breadcrumb = club.structuredData.find((data) => data['@type'] === 'BreadcrumbList');
  expect(breadcrumb?.itemListElement).toEqual([
    { '@type': 'ListItem', position: 1, name: 'Ana Sayfa', item: `${baseURL}/` },
    { '@type': 'ListItem', position: 2, name: 'Ümitköy Kulüp', item: `${baseURL}/club/umitkoy` },
  ]);
});

test('the page keeps its own title once it renders, and after each navigation', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'Hakkımızda' })).toBeVisible();
  await expect(page).toHaveTitle('Hakkımızda - Sportif Yaşam Merkezi');
  // The server's tags for /about go once the page has rendered its own.
  await expect(page.locator('head [data-page-head]')).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Sayfa yolu' }).getByRole('link', { name: 'Ana Sayfa' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sportif Yaşam Merkezi' })).toBeVisible();
  await expect(page).toHaveTitle('Sportif Yaşam Merkezi | Ümitköy ve Çukurambar Spor Kulüpleri');
});
