import { composeRouteTable, publicPaths } from '@sportif/contract/page-routes';
import { describe, expect, it } from 'vitest';
import { privatePaths, robotsTxt, sitemapXml } from './search-engines.ts';

const table = composeRouteTable({
  remote_public: {
    layouts: { public: './PublicLayout' },
    pages: [
      { path: '/', module: './HomePage', layout: 'public' },
      { path: ['/club/umitkoy', '/umitkoy'], module: './ClubPage', layout: 'public' },
      { path: '/kvkk', module: './PolicyPage', layout: 'public' },
    ],
  },
  remote_admin: {
    layouts: { admin: './AdminLayout' },
    pages: [
      { path: '/login', module: './Login', signIn: true },
      { path: '/admin', module: './AdminHome', layout: 'admin' },
      { path: '/admin/examples', module: './Examples', layout: 'admin' },
    ],
  },
});

describe('search engines', () => {
  it('lists every path outside a guarded layout but the sign-in page as public, aliases included', () => {
    expect(publicPaths(table)).toEqual(['/', '/club/umitkoy', '/umitkoy', '/kvkk']);
    expect(privatePaths(table)).toEqual(['/login', '/admin']);
  });

  it('writes a sitemap of the public pages on the given origin', () => {
    const xml = sitemapXml('https://www.example.com.tr', table);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1])).toEqual([
      'https://www.example.com.tr/',
      'https://www.example.com.tr/club/umitkoy',
      'https://www.example.com.tr/umitkoy',
      'https://www.example.com.tr/kvkk',
    ]);
  });

  it('keeps crawlers out of the sign-in page and the back-office, and points at the sitemap', () => {
    expect(robotsTxt('http://127.0.0.1:3000', table)).toBe(
      'User-agent: *\nDisallow: /login\nDisallow: /admin\n\nSitemap: http://127.0.0.1:3000/sitemap.xml\n',
    );
  });
});
