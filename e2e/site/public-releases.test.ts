import { readPrerenderedPages } from '@sportif/release/prerender/prerendered-pages';
import { rollback } from '@sportif/release/release-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variantDist } from '../fixtures/variant-builds.ts';
import { freshReleaseStore, type TestStore } from './support/release-store.ts';

/**
 * Releases of remote-public, and of a remote that fails while rendering on the server, into a
 * store of their own (media-releases.test.ts has remote-media's steps): the pages the gate renders
 * anew and the HTML the server then sends.
 */
let releases: TestStore;

beforeAll(async () => {
  releases = await freshReleaseStore();
});
afterAll(async () => {
  await releases?.remove();
});

const liveState = async () => (await releases.store.live()).state;
const served = async (path: string) => (await (await releases.site()).inject({ url: path })).body;

describe('releasing remote-public alone', () => {
  it('renders the public pages anew: the HTML holds its markup, and the shell was not built', async () => {
    const outcome = await releases.release('remote-public', variantDist('public-new-footer'));
    expect(outcome.result).toBe('live');
    const state = await liveState();
    for (const path of ['/', '/about', '/umitkoy']) {
      const html = await served(path);
      // In the markup the server sends, before any script: the new footer, from the new version.
      expect(html, path).toContain('© 2024 · yeni sürüm');
      expect(html, path).toContain(
        `data-federated-area="remote_public/PublicLayout" data-served-version="${outcome.version}"`,
      );
    }
    const rendered = await readPrerenderedPages(releases.root, state);
    expect(rendered?.renderedFrom).toEqual({
      shell: state.shell?.[0],
      'remote-public': outcome.version,
      'remote-admin': state['remote-admin']?.[0],
      'remote-media': state['remote-media']?.[0],
      // The live content, which the release rendered the pages with (issue 37).
      content: state.content?.[0],
    });
  });
});

describe('a remote that fails while rendering on the server', () => {
  it('is refused; forced live, it costs only its own area in the HTML', async () => {
    const build = variantDist('media-throws-on-server');
    const refused = await releases.release('remote-media', build);
    expect(refused.result).toBe('refused');
    expect(refused.result === 'refused' && refused.message).toContain(
      '/umitkoy: an area failed while rendering on the server (remote_media/Gallery: sunucuda kırık)',
    );

    const forced = await releases.release('remote-media', build, { force: true });
    expect(forced.result).toBe('live');
    const html = await served('/umitkoy');
    // Everything but the gallery is in the HTML: the page, the player of the same remote, the timetable.
    expect(html).toContain('Ümitköy Kulüp</h1>');
    expect(html).toContain(
      `data-federated-area="remote_media/VideoPlayer" data-served-version="${forced.version}"`,
    );
    expect(html).toContain('Grup Ders Programı');
    expect(html).toContain('data-federated-loading="remote_media/Gallery"');
    expect(html).not.toContain('data-federated-area="remote_media/Gallery"');

    await rollback(releases.store, 'remote-media', undefined, () => {});
  });
});
