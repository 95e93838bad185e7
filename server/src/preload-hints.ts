/** The parts of a remote's mf-manifest.json that say which files its modules need. */
export interface RemoteManifest {
  exposes: { name: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

export interface PreloadLink {
  href: string;
  /** fetch: JSON read with fetch(); script and style: what the federation runtime inserts as tags. */
  as: 'fetch' | 'script' | 'style';
  /**
   * A remote's file: the browser fetches it in CORS mode with its integrity, and a preload is used
   * only if it was made the same way.
   */
  remote?: boolean;
  integrity?: string | undefined;
}

export interface PreloadInputs {
  /** The runtime config's URL, when the page fetches it (none: the page carries it). */
  runtimeConfigUrl?: string | undefined;
  /** The remoteEntry.js URL of each remote, from the runtime config. */
  remoteEntryUrls: Record<string, string>;
  /** The manifests that could be read; a remote missing here gets its entry preloaded only. */
  manifests: Record<string, RemoteManifest | undefined>;
  /** The federated modules the requested route renders, outermost first ('remote_public/HomePage'). */
  modules: readonly string[];
}

/** The folder a remote's entry sits in: remotes are built with publicPath 'auto', relative to it. */
export function folderOf(url: string): string {
  return url.slice(0, url.lastIndexOf('/') + 1);
}

/** The federation plugin writes a remote's manifest next to its remoteEntry.js. */
export function manifestUrlOf(remoteEntryUrl: string): string {
  return `${folderOf(remoteEntryUrl)}mf-manifest.json`;
}

/** A remote's build writes its page declarations next to its remoteEntry.js (tooling/remote-routes-plugin.ts). */
export function routesUrlOf(remoteEntryUrl: string): string {
  return `${folderOf(remoteEntryUrl)}routes.json`;
}

/** A remote's build writes what its pages say to search engines next to its remoteEntry.js (page-heads.json). */
export function pageHeadsUrlOf(remoteEntryUrl: string): string {
  return `${folderOf(remoteEntryUrl)}page-heads.json`;
}

/**
 * What the shell's HTML should start downloading at once for a route, instead of one after the
 * other as the page discovers it: the runtime config (unless the page carries it), then for each remote the route needs its
 * entry and the files of the route's modules (which its manifest names). Without this the browser
 * learns of each file only after the previous one ran (HTML → shell → config → entry → module).
 */
export function preloadLinks(inputs: PreloadInputs): PreloadLink[] {
  const links: PreloadLink[] = inputs.runtimeConfigUrl
    ? [{ href: inputs.runtimeConfigUrl, as: 'fetch' }]
    : [];
  const modulesByRemote = new Map<string, string[]>();
  for (const id of inputs.modules) {
    const [remote, name] = id.split('/') as [string, string];
    modulesByRemote.set(remote, [...(modulesByRemote.get(remote) ?? []), name]);
  }
  for (const [remote, names] of modulesByRemote) {
    const entryUrl = inputs.remoteEntryUrls[remote];
    if (!entryUrl) continue;
    links.push({ href: entryUrl, as: 'script', remote: true });
    const manifest = inputs.manifests[remote];
    if (!manifest) continue;
    const folder = folderOf(entryUrl);
    for (const name of names) {
      const exposed = manifest.exposes.find((candidate) => candidate.name === name);
      if (!exposed) continue;
      for (const file of exposed.assets.css.sync)
        links.push({ href: `${folder}${file}`, as: 'style', remote: true });
      for (const file of exposed.assets.js.sync)
        links.push({ href: `${folder}${file}`, as: 'script', remote: true });
    }
  }
  return links.filter((link, index) => links.findIndex((other) => other.href === link.href) === index);
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * The links as tags. fetch() requests and the remotes' files are CORS requests, so their preloads
 * say crossorigin; a remote's file also names the integrity its request will carry.
 * `afterPaintAttribute` writes them with that attribute instead of their rel: the page's start
 * script (the shell's page-startup.json) makes them preloads once the page has painted.
 */
export function renderPreloadLinks(
  links: readonly PreloadLink[],
  { afterPaintAttribute }: { afterPaintAttribute?: string } = {},
): string {
  const rel = afterPaintAttribute ?? 'rel="preload"';
  return links
    .map((link) => {
      const cors = link.as === 'fetch' || link.remote ? ' crossorigin' : '';
      const integrity = link.integrity ? ` integrity="${escapeAttribute(link.integrity)}"` : '';
      return `<link ${rel} href="${escapeAttribute(link.href)}" as="${link.as}"${cors}${integrity}>`;
    })
    .join('');
}

/** The page with the links at the end of its head. */
export function injectIntoHead(html: string, tags: string): string {
  const end = html.indexOf('</head>');
  return end === -1 ? html : `${html.slice(0, end)}${tags}${html.slice(end)}`;
}
