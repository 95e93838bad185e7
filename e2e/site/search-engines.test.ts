import { afterAll, beforeAll, expect, it } from 'vitest';
import { attributeText } from '../support/markup.ts';
import { publicRoutes } from '../support/routes.ts';
import { type ServedSite, serveReleasedSite } from './support/served-site.ts';

/** What search engines and link previews read of the site: the sitemap, robots.txt, each page's head. */
let site: ServedSite;
beforeAll(async () => {
  site = await serveReleasedSite();
});
afterAll(() => site?.close());

/** Without SITE_URL, the address the pages name: where the server listens, loopback as localhost (site-origin.ts). */
const siteOrigin = () => site.baseUrl.replace('//127.0.0.1:', '//localhost:');

it("the sitemap lists every public page on the site's origin, and nothing else", async () => {
  const answer = await fetch(`${site.baseUrl}/sitemap.xml`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  const xml = await answer.text();
  const listed = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
  expect(listed.sort()).toEqual(publicRoutes.map(({ path }) => `${siteOrigin()}${path}`).sort());
  expect(xml).not.toContain('/admin');
  expect(xml).not.toContain('/login');
});

it('robots.txt keeps crawlers out of the sign-in page and the back-office, and names the sitemap', async () => {
  const answer = await fetch(`${site.baseUrl}/robots.txt`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  const lines = (await answer.text()).split('\n');
  expect(lines).toContain('User-agent: *');
  expect(lines).toContain('Disallow: /login');
  expect(lines).toContain('Disallow: /admin');
  expect(lines).toContain(`Sitemap: ${siteOrigin()}/sitemap.xml`);
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
async function servedHead(path: string) {
  const html = await (await fetch(`${site.baseUrl}${path}`)).text();
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

it('every public page arrives with its own title, description, canonical URL, Open Graph and Twitter tags', async () => {
  const titles = new Set<string>();
  for (const { path } of publicRoutes) {
    const head = await servedHead(path);
    expect(head.titles, path).toHaveLength(1);
    const [title] = head.titles as [string];
    titles.add(title);
    expect(head.descriptions, path).toHaveLength(1);
    const [description] = head.descriptions as [string];
    expect(description, path).toBeTruthy();
    const canonicalPath = path === '/umitkoy' || path === '/cukurambar' ? `/club${path}` : path;
    expect(head.canonical, path).toBe(`${siteOrigin()}${canonicalPath}`);
    expect(head.og, path).toMatchObject({
      type: 'website',
      locale: 'tr_TR',
      title,
      description,
      url: `${siteOrigin()}${canonicalPath}`,
    });
    expect(head.og.image, path).toMatch(new RegExp(`^${siteOrigin()}/remotes/public/.*og-image\\.png$`));
    expect(head.twitterCard, path).toBe('summary_large_image');
  }
  // Aliases share their page's title; every page has its own.
  expect(titles.size).toBe(publicRoutes.length - 2);
  expect((await servedHead('/about')).titles).toEqual(['Hakkımızda - Sportif Yaşam Merkezi']);

  const image = await fetch((await servedHead('/')).og.image as string);
  expect(image.status).toBe(200);
  expect(image.headers.get('content-type')).toBe('image/png');
});

it('the home page describes the club and each club page its branch, with the breadcrumb, as JSON-LD', async () => {
  const home = await servedHead('/');
  expect(home.structuredData).toHaveLength(1);
  expect(home.structuredData[0]).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'SportsOrganization',
    name: 'Sportif Yaşam Merkezi',
    url: `${siteOrigin()}/`,
  });

  const club = await servedHead('/umitkoy');
  const gym = club.structuredData.find((data) => data['@type'] === 'ExerciseGym');
  expect(gym).toMatchObject({
    name: 'Sportif Yaşam Merkezi Ümitköy Kulüp',
    url: `${siteOrigin()}/club/umitkoy`,
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
    { '@type': 'ListItem', position: 1, name: 'Ana Sayfa', item: `${siteOrigin()}/` },
    { '@type': 'ListItem', position: 2, name: 'Ümitköy Kulüp', item: `${siteOrigin()}/club/umitkoy` },
  ]);
});
