import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { requestFrom } from '@sportif/testing/request-from';
import { startSiteServerProcess } from '@sportif/testing/site-server-process';
import { expect, inject, it } from 'vitest';

/** 127.0.0.2 stands for an address of this machine that others can reach: a loopback address, but not the one bound. */
const otherAddress = '127.0.0.2';

/** `pnpm start`'s server (server/src/main.ts) with nothing set but `env`, over the released builds. */
async function startSite(env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'sportif-safe-defaults-'));
  const site = await startSiteServerProcess(join(import.meta.dirname, '../..'), {
    DATA_DIR: dataDir,
    RELEASES_DIR: inject('releasesRoot'),
    LIVE_STATE_FILE: inject('liveStateFile'),
    ...env,
  });
  return {
    ...site,
    async stop() {
      await site.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

it('pnpm start’s server listens on 127.0.0.1 only, and warns while the default staff password is in use', async () => {
  const site = await startSite();
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

it('HOST opens it to other addresses; with ADMIN_PASSWORD set there is no password warning, and without SITE_URL a warning names the address its pages give', async () => {
  const site = await startSite({ HOST: '0.0.0.0', ADMIN_PASSWORD: 'Kulüp-Şifresi-2025' });
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

it('with SITE_URL and ADMIN_PASSWORD set there is no warning, and every page names SITE_URL', async () => {
  const site = await startSite({
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

it('a SITE_URL that is no address stops the start with a message that says what to set', async () => {
  await expect(startSite({ SITE_URL: 'www.sportifyasam.com.tr' })).rejects.toThrow(
    /SITE_URL must be the address visitors use, such as https:\/\/www\.sportifyasam\.com\.tr, not "www\.sportifyasam\.com\.tr"/,
  );
});
