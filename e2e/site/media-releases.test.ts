import { chmod, cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rollback } from '@sportif/release/release-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variantDist } from '../fixtures/variant-builds.ts';
import { fingerprint } from '../support/fingerprint.ts';
import { freshReleaseStore, type TestStore } from './support/release-store.ts';

/**
 * A team's releases of remote-media, one step after the other, into a store of their own: what
 * `pnpm release` and `pnpm rollback` do (release/src/cli) with the variants of e2e/fixtures as the
 * new builds. What the gate decides, what the store and the live pointer then hold, and the HTML
 * the server sends; e2e/tests/platform/releases.spec.ts shows what a visitor's browser then gets.
 * remote-public's releases are in public-releases.test.ts (a store of their own: the two files
 * run side by side).
 */
let releases: TestStore;
const cleanUps: (() => Promise<void>)[] = [];

beforeAll(async () => {
  releases = await freshReleaseStore();
});
afterAll(async () => {
  await releases?.remove();
  for (const cleanUp of cleanUps) await cleanUp();
});

const liveState = async () => (await releases.store.live()).state;
const served = async (path: string) => (await (await releases.site()).inject({ url: path })).body;

let mediaBefore: string;
let mediaGood: string;

describe('releasing remote-media alone', () => {
  it('passes the gate and goes live, with the version it replaces as its fallback; the shell is untouched', async () => {
    const shellVersion = (await releases.live('shell')) as string;
    const shellFiles = await fingerprint(releases.store.versionDir('shell', shellVersion));
    mediaBefore = (await releases.live('remote-media')) as string;

    const outcome = await releases.release('remote-media', variantDist('media-new-play-label'));
    expect(outcome.result).toBe('live');
    mediaGood = outcome.version;
    // The live version first, then the fallback (the store's history follows).
    expect((await liveState())['remote-media']?.slice(0, 2)).toEqual([mediaGood, mediaBefore]);

    const config = JSON.parse(await served('/runtime-config.json'));
    expect(config.remotes.remote_media).toMatchObject({
      entry: `/remotes/media/${mediaGood}/remoteEntry.js`,
      version: mediaGood,
      fallback: { entry: `/remotes/media/${mediaBefore}/remoteEntry.js`, version: mediaBefore },
    });
    expect(await releases.live('shell')).toBe(shellVersion);
    expect(await fingerprint(releases.store.versionDir('shell', shellVersion))).toEqual(shellFiles);
  });

  it('refuses a version whose module throws while loading, by the smoke check; the live version stays live', async () => {
    const before = await liveState();
    const outcome = await releases.release('remote-media', variantDist('media-throws-in-browser'));
    expect(outcome.result).toBe('refused');
    const message = outcome.result === 'refused' ? outcome.message : '';
    expect(message).toContain(
      `Release of remote-media ${outcome.version} refused by the gate's smoke check; the live version stays live.`,
    );
    expect(message).toContain('/umitkoy: remote_media/Gallery failed in the new version (');
    expect(message).toContain('the previous version served it');
    expect(message).toContain('To put it live anyway: pnpm release remote-media --force');
    expect(await liveState()).toEqual(before);
  });

  it('puts the refused version live when forced, with the last good one as its fallback', async () => {
    const outcome = await releases.release('remote-media', variantDist('media-throws-in-browser'), {
      force: true,
    });
    expect(outcome.result).toBe('live');
    expect((await liveState())['remote-media']?.slice(0, 2)).toEqual([outcome.version, mediaGood]);
  });

  it('makes the previous good version live again on a rollback', async () => {
    const { to } = await rollback(releases.store, 'remote-media', undefined, () => {});
    expect(to).toBe(mediaGood);
    expect((await liveState())['remote-media']?.[0]).toBe(mediaGood);
  });
});

/** remote-media's live build with its federation contract changed: a build made against another site. */
async function craftedMediaBuild(change: (contract: Record<string, unknown>) => void): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'sportif-crafted-'));
  cleanUps.push(() => rm(dir, { recursive: true, force: true }));
  await cp(releases.store.versionDir('remote-media', mediaGood), dir, { recursive: true });
  await chmod(join(dir, 'federation-contract.json'), 0o644);
  await rm(join(dir, 'release.json'), { force: true });
  const contract = JSON.parse(await readFile(join(dir, 'federation-contract.json'), 'utf8'));
  change(contract);
  await writeFile(join(dir, 'federation-contract.json'), JSON.stringify(contract));
  return dir;
}

describe("the gate's static checks against the live site", () => {
  it('refuse a crafted build, each saying what is wrong: contract, shared, provided exports', async () => {
    const live = await liveState();
    const refusals: string[] = [];
    for (const change of [
      (contract: Record<string, unknown>) => {
        contract.exposes = ['./VideoPlayer'];
      },
      (contract: Record<string, unknown>) => {
        contract.requires = { react: '^20.0.0' };
      },
      (contract: Record<string, unknown>) => {
        contract.routerImports = ['useBlocker'];
      },
    ]) {
      const outcome = await releases.release('remote-media', await craftedMediaBuild(change));
      expect(outcome.result).toBe('refused');
      refusals.push(outcome.result === 'refused' ? outcome.message : '');
    }
    const publicVersion = live['remote-public']?.[0];
    const shellVersion = live.shell?.[0];
    expect(refusals[0]).toContain("refused by the gate's contract check");
    expect(refusals[0]).toContain(
      `remote-public ${publicVersion} loads remote_media/Gallery, which this version no longer exposes`,
    );
    expect(refusals[1]).toContain("refused by the gate's shared check");
    expect(refusals[1]).toMatch(
      new RegExp(`requires react \\^20\\.0\\.0; shell ${shellVersion} provides 19\\.`),
    );
    expect(refusals[2]).toContain("refused by the gate's provided exports check");
    expect(refusals[2]).toContain(
      `imports useBlocker from react-router; shell ${shellVersion} does not provide it`,
    );
    expect(await liveState()).toEqual(live);
  });
});
