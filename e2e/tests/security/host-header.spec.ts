import { requestFrom } from '@sportif/testing/request-from';
import { expect, test } from '../../support/test';

const pages = ['/', '/club/umitkoy', '/umitkoy', '/contact', '/sitemap.xml', '/robots.txt'];

test("no Host header changes a page, the sitemap or robots.txt: they name the site's own origin", async ({
  baseURL,
}) => {
  const url = baseURL as string;
  for (const path of pages) {
    const asked = await requestFrom('127.0.0.1', `${url}${path}`);
    expect(asked.status, path).toBe(200);
    expect(asked.body, path).toContain(url);
    for (const host of ['evil.example', 'evil.example:8443', `127.0.0.1:${new URL(url).port}`]) {
      const forged = await requestFrom('127.0.0.1', `${url}${path}`, { headers: { host } });
      expect(forged.status, `${path} with Host ${host}`).toBe(200);
      expect(forged.body, `${path} with Host ${host}`).toBe(asked.body);
    }
  }
});

test('a page with a new Host on every request is the same page, compressed the same', async ({ baseURL }) => {
  const url = baseURL as string;
  const bodies = new Set<string>();
  for (let n = 0; n < 20; n++) {
    const answer = await requestFrom('127.0.0.1', `${url}/club/umitkoy`, {
      headers: { host: `ziyaretci-${n}.example`, 'accept-encoding': 'br' },
    });
    expect(answer.headers['content-encoding']).toBe('br');
    bodies.add(answer.body);
  }
  expect(bodies.size).toBe(1);
});
