import { requestFrom } from '@sportif/testing/request-from';
import { startSiteProcess } from '../../support/site-process';
import { expect, test } from '../../support/test';

/** 127.0.0.2 stands for an address of this machine that others can reach: a loopback address, but not the one bound. */
const otherAddress = '127.0.0.2';

test('pnpm start’s server listens on 127.0.0.1 only, and warns while the default staff password is in use', async () => {
  const site = await startSiteProcess();
  try {
    expect((await requestFrom('127.0.0.1', `http://127.0.0.1:${site.port}/runtime-config.json`)).status).toBe(
      200,
    );
    await expect(
      requestFrom(otherAddress, `http://${otherAddress}:${site.port}/runtime-config.json`),
    ).rejects.toThrow(/ECONNREFUSED/);
    expect(site.output()).toContain(`is served at http://localhost:${site.port}`);
    expect(site.output()).toMatch(
      /WARNING: staff sign-in uses the default password: admin \/ admin12345\. .*set ADMIN_PASSWORD/,
    );
  } finally {
    await site.stop();
  }
});

test('HOST opens it to other addresses; with ADMIN_PASSWORD set there is no password warning, and without SITE_URL a warning names the address its pages give', async () => {
  const site = await startSiteProcess({ HOST: '0.0.0.0', ADMIN_PASSWORD: 'Kulüp-Şifresi-2025' });
  try {
    expect(
      (await requestFrom(otherAddress, `http://${otherAddress}:${site.port}/runtime-config.json`)).status,
    ).toBe(200);
    expect(site.output()).not.toContain('default password');
    expect(site.output()).toContain(
      `WARNING: SITE_URL is not set, so the pages name http://localhost:${site.port} as their address`,
    );
    const sitemap = await requestFrom(otherAddress, `http://${otherAddress}:${site.port}/sitemap.xml`);
    expect(sitemap.body).toContain(`<loc>http://localhost:${site.port}/</loc>`);
  } finally {
    await site.stop();
  }
});

test('with SITE_URL and ADMIN_PASSWORD set there is no warning, and every page names SITE_URL', async () => {
  const site = await startSiteProcess({
    HOST: '0.0.0.0',
    ADMIN_PASSWORD: 'Kulüp-Şifresi-2025',
    SITE_URL: 'https://www.sportifyasam.com.tr',
  });
  try {
    expect(site.output()).not.toContain('WARNING');
    const page = await requestFrom(otherAddress, `http://${otherAddress}:${site.port}/club/umitkoy`);
    expect(page.body).toContain('<link rel="canonical" href="https://www.sportifyasam.com.tr/club/umitkoy"');
    expect(page.body).not.toContain(otherAddress);
  } finally {
    await site.stop();
  }
});

test('a SITE_URL that is no address stops the start with a message that says what to set', async () => {
  await expect(startSiteProcess({ SITE_URL: 'www.sportifyasam.com.tr' })).rejects.toThrow(
    /SITE_URL must be the address visitors use, such as https:\/\/www\.sportifyasam\.com\.tr, not "www\.sportifyasam\.com\.tr"/,
  );
});
