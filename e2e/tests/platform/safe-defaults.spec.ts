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

test('HOST opens it to other addresses; with ADMIN_PASSWORD set there is no warning', async () => {
  const site = await startSiteProcess({ HOST: '0.0.0.0', ADMIN_PASSWORD: 'Kulüp-Şifresi-2025' });
  try {
    expect(
      (await requestFrom(otherAddress, `http://${otherAddress}:${site.port}/runtime-config.json`)).status,
    ).toBe(200);
    expect(site.output()).not.toContain('WARNING');
  } finally {
    await site.stop();
  }
});
