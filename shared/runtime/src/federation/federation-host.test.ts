// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeContainer as container, type FakeBuild, startTestHost } from './test-federation-host';

/** The federation host with the real Module Federation runtime; only the network is faked. */

const homePage = { default: function HomePage() {} };
const oldHomePage = { default: function OldHomePage() {} };
const aboutPage = { default: function AboutPage() {} };
const oldClubPage = { default: function OldClubPage() {} };
const serving = (module: unknown) => container(() => module);
const throwing = () =>
  container(() => {
    throw new Error('ClubPage threw while loading');
  });

let started: Awaited<ReturnType<typeof startTestHost>> | undefined;
let beacons: { url: string; body: unknown }[];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.resetModules();
  beacons = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => beacons.push({ url, body: JSON.parse(body) }),
  });
});

afterEach(() => {
  started?.network.stop();
  vi.useRealTimers();
});

async function startedHost(builds: { live: FakeBuild; fallback?: FakeBuild }, form: 'released' | 'url') {
  started = await startTestHost(builds, form);
  return started.host;
}
const requested = () => started?.requested();
const url = (build: string) => started?.url(build);

/** A module's load, with every backoff between attempts let through. */
async function settled<T>(loading: Promise<T>): Promise<T> {
  loading.catch(() => {});
  await vi.runAllTimersAsync();
  return loading;
}

describe('loadFederatedModule', () => {
  it('serves a module from the live build when it works, and reports nothing', async () => {
    const host = await startedHost(
      { live: { container: serving(homePage), integrity: 'sha384-live' } },
      'released',
    );
    const served = await settled(host.loadFederatedModule('remote_public/HomePage'));
    expect(served).toEqual({ module: homePage, from: 'live', version: 'live1' });
    expect(started?.network.requests).toEqual([
      { src: url('live'), integrity: 'sha384-live', crossOrigin: 'anonymous' },
    ]);
    expect(beacons).toEqual([]);
  });

  it("keeps the live build's container for its other modules once the fallback build has run", async () => {
    const live = container((expose) => {
      if (expose === './ClubPage') throw new Error('ClubPage threw while loading');
      return expose === './HomePage' ? homePage : aboutPage;
    });
    const host = await startedHost(
      {
        live: { container: live, integrity: 'sha384-live' },
        fallback: { container: serving(oldClubPage), integrity: 'sha384-fallback' },
      },
      'released',
    );
    await settled(host.loadFederatedModule('remote_public/HomePage'));
    // Both builds assign the same global: the fallback's entry runs all the same, into its own container.
    expect(await settled(host.loadFederatedModule('remote_public/ClubPage'))).toMatchObject({
      module: oldClubPage,
      from: 'fallback',
    });
    expect(await settled(host.loadFederatedModule('remote_public/AboutPage'))).toEqual({
      module: aboutPage,
      from: 'live',
      version: 'live1',
    });
    expect(requested()).toEqual(['live', 'fallback']);
  });

  it('tries the live build with its retries, then serves from the last good build, and reports it', async () => {
    const live = throwing();
    const getLive = vi.spyOn(live, 'get');
    const host = await startedHost(
      {
        live: { container: live, integrity: 'sha384-live' },
        fallback: { container: serving(oldHomePage), integrity: 'sha384-fallback' },
      },
      'released',
    );
    const served = await settled(host.loadFederatedModule('remote_public/ClubPage'));
    expect(served).toEqual({ module: oldHomePage, from: 'fallback', version: 'fallback1' });
    expect(getLive).toHaveBeenCalledTimes(3);
    expect(requested()).toEqual(['live', 'fallback']);
    expect(beacons).toEqual([
      {
        url: '/release-failures',
        body: {
          remote: 'remote_public',
          version: 'live1',
          fallbackVersion: 'fallback1',
          module: './ClubPage',
          reason: expect.stringContaining('ClubPage threw while loading'),
        },
      },
    ]);

    // Served by the last good build for the page's life: no new load, no second report.
    await expect(host.loadFederatedModule('remote_public/ClubPage')).resolves.toBe(served);
    expect(host.loadedFederatedModule('remote_public/ClubPage')).toBe(served);
    expect(requested()).toEqual(['live', 'fallback']);
    expect(beacons).toHaveLength(1);
  });

  it.each([
    ['unreachable', { container: serving(homePage), unreachable: true }, 'Failed to load script resources'],
    [
      'refused by its integrity',
      { container: serving(homePage), integrity: 'sha384-tampered' },
      'Failed to load script resources',
    ],
    [
      'failing to start its container',
      {
        container: container(
          () => homePage,
          () => {
            throw new Error('init failed');
          },
        ),
        integrity: 'sha384-live',
      },
      'init failed',
    ],
  ])('serves from the last good build when the live entry is %s', async (_, live, reason) => {
    const host = await startedHost(
      { live, fallback: { container: serving(oldHomePage), integrity: 'sha384-fallback' } },
      'released',
    );
    const served = await settled(host.loadFederatedModule('remote_public/HomePage'));
    expect(served).toMatchObject({ module: oldHomePage, from: 'fallback' });
    expect(beacons[0]?.body).toMatchObject({ reason: expect.stringContaining(reason) });
  });

  it('fails with the last error once both builds failed every attempt, and starts again from the live build', async () => {
    const host = await startedHost(
      {
        live: { container: serving(homePage), unreachable: true },
        fallback: { container: serving(oldHomePage), unreachable: true },
      },
      'released',
    );
    await expect(settled(host.loadFederatedModule('remote_public/HomePage'))).rejects.toThrow(
      `Failed to load script "${url('fallback')}"`,
    );
    expect(requested()).toEqual(['live', 'live', 'live', 'fallback', 'fallback', 'fallback']);
    expect(beacons).toEqual([]);

    // "Tekrar dene": a new load starts from the live build.
    await settled(host.loadFederatedModule('remote_public/HomePage')).catch(() => {});
    expect(requested()?.[6]).toBe('live');
  });

  it('gives a remote given as a plain URL no version, no integrity and no fallback', async () => {
    const host = await startedHost({ live: { container: serving(homePage) } }, 'url');
    expect(await settled(host.loadFederatedModule('remote_public/HomePage'))).toEqual({
      module: homePage,
      from: 'live',
      version: undefined,
    });
    expect(started?.network.requests).toEqual([{ src: url('live'), integrity: '', crossOrigin: null }]);
  });

  it("reads the served config once for a remote the page's copy left out, when it is first needed", async () => {
    started = await startTestHost(
      { live: { container: serving(homePage), integrity: 'sha384-live' } },
      'released',
      { leftOutOfPage: true },
    );
    expect(started.configReads).toEqual([]);
    const [home, about] = await settled(
      Promise.all([
        started.host.loadFederatedModule('remote_public/HomePage'),
        started.host.loadFederatedModule('remote_public/AboutPage'),
      ]),
    );
    expect(started.configReads).toEqual(['/runtime-config.json']);
    expect(home).toMatchObject({ from: 'live', version: 'live1' });
    expect(about).toMatchObject({ from: 'live', version: 'live1' });
  });
});
