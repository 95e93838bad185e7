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

it('HOST opens it to other addresses; with ADMIN_PASSWORD set there is no warning', async () => {
  const site = await startSite({ HOST: '0.0.0.0', ADMIN_PASSWORD: 'Kulüp-Şifresi-2025' });
  try {
    expect(
      (await requestFrom(otherAddress, `http://${otherAddress}:${site.port}/runtime-config.json`)).status,
    ).toBe(200);
    expect(site.output()).not.toContain('WARNING');
  } finally {
    await site.stop();
  }
});
