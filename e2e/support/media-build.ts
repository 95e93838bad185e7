import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './site-copy';

const mediaDist = join(repoRoot, 'remote-media/dist');

interface ManifestExpose {
  name: string;
  assets: Record<'js' | 'css', { sync: string[]; async: string[] }>;
}

function exposeNamed(name: 'VideoPlayer' | 'Gallery'): ManifestExpose {
  const manifest = JSON.parse(readFileSync(join(mediaDist, 'mf-manifest.json'), 'utf8')) as {
    exposes: ManifestExpose[];
  };
  const expose = manifest.exposes.find((candidate) => candidate.name === name);
  if (!expose) throw new Error(`remote-media exposes no ${name}; build it with pnpm build remote-media`);
  return expose;
}

/** Files of remote-media's build that an exposed module loads up front (mf-manifest.json). */
export function mediaExposeFiles(name: 'VideoPlayer' | 'Gallery'): string[] {
  const { assets } = exposeNamed(name);
  return [...assets.js.sync, ...assets.css.sync];
}

/**
 * What the gallery loads only when its lightbox first opens: PhotoSwipe's core and its CSS (the
 * photoswipe-core chunk among the exposed module's async chunks in mf-manifest.json; the others
 * are fallbacks of shared modules, which the shell provides instead).
 */
export function photoswipeCoreFiles(): string[] {
  const files = exposeNamed('Gallery').assets;
  const core = [...files.js.async, ...files.css.async].filter((file) => file.startsWith('photoswipe-core.'));
  if (core.length === 0) throw new Error('the gallery has no lazily loaded photoswipe-core chunk');
  return core;
}

/** Whether a request path is one of remote-media's files. */
export function isMediaFile(path: string, files: readonly string[]): boolean {
  return path.startsWith('/remotes/media/') && files.some((file) => path.endsWith(`/${file}`));
}
