import { createHash } from 'node:crypto';
import type { Compilation, Compiler, RspackPluginInstance } from '@rspack/core';
import { parseRemoteRoutes, pathsOf } from '@sportif/contract/page-routes';

/**
 * The exposed modules of a remote's page at `/` ('./PublicLayout', './HomePage'): its layout, if
 * the remote provides it, and the page itself. None for a remote without a page there, or with
 * declarations the build refuses anyway (RemoteRoutesPlugin).
 */
export function homePageModules(declared: unknown): string[] {
  const parsed = parseRemoteRoutes(declared);
  if (!('routes' in parsed)) return [];
  const { layouts, pages } = parsed.routes;
  const page = pages.find((candidate) => pathsOf(candidate).includes('/'));
  if (!page) return [];
  const layout = page.layout && layouts?.[page.layout];
  return [...(layout ? [layout] : []), page.module];
}

/** The chunk the federation plugin puts an exposed module in: './HomePage' → '__federation_expose_HomePage'. */
export const exposedChunkName = (module: string) => `__federation_expose_${module.replace(/^\.\//, '')}`;

/** Chunk id → `sha256-…`, as rspack's integrity maps hold them. */
export type Digests = Record<string, string>;

/** `<require>.sriHashes={394:"sha256-…",…}` as rspack minifies it: one object literal of digests. */
const mapPattern = (name: string) => new RegExp(`\\.${name}=\\{([^{}]*)\\}`, 'g');
const mapEntry = /^(?:([\w$]+)|"([^"\\]+)"):"(sha256-[A-Za-z0-9+/]+={0,2})"$/;

const literalOf = (digests: Digests) =>
  `{${Object.entries(digests)
    .map(([id, digest]) => `${/^\d+$/.test(id) ? id : JSON.stringify(id)}:"${digest}"`)
    .join(',')}}`;

/**
 * The digests of rspack's integrity map `name` in a built runtime, and the runtime with that map
 * holding only the chunks `keep` names. Throws when the map is not there exactly once or holds
 * anything but chunk ids and sha256 digests: rspack then writes it otherwise than this plugin
 * knows, and no build may go out with digests this plugin did not account for.
 */
export function takeIntegrityMap(
  runtime: string,
  name: string,
  keep: ReadonlySet<string>,
): { digests: Digests; runtime: string } {
  const found = [...runtime.matchAll(mapPattern(name))];
  if (found.length !== 1) throw new Error(`expected one ${name} map in the runtime, found ${found.length}`);
  const [literal, body = ''] = found[0] as RegExpExecArray;
  const digests: Digests = {};
  for (const entry of body === '' ? [] : body.split(',')) {
    const parsed = mapEntry.exec(entry);
    if (!parsed) throw new Error(`${name} holds ${JSON.stringify(entry)}, not a chunk id and its sha256`);
    digests[(parsed[1] ?? parsed[2]) as string] = parsed[3] as string;
  }
  const kept = Object.fromEntries(Object.entries(digests).filter(([id]) => keep.has(id)));
  return { digests, runtime: runtime.replace(literal, `.${name}=${literalOf(kept)}`) };
}

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes);
export const integrityOf = (bytes: Buffer | string) => `sha256-${sha256(bytes).digest('base64')}`;

/** The maps rspack's SubresourceIntegrityPlugin writes into a runtime, by the files they pin. */
const integrityMaps = { js: 'sriHashes', css: 'sriCssHashes' } as const;
type PinnedFile = keyof typeof integrityMaps;

/** What the digests file holds: the digests the entry leaves out, by map. */
export type DeferredDigests = Record<PinnedFile, Digests>;

/** Stand-ins in the runtime module for what only the finished build knows. */
const fileToken = '__SPORTIF_CHUNK_INTEGRITY_FILE__';
const digestToken = '__SPORTIF_CHUNK_INTEGRITY_DIGEST__';

/**
 * Wraps the entry's chunk loading (`__webpack_require__.e`): a chunk whose script digest the
 * entry does not carry waits for the digests file, fetched once with its own integrity; a file
 * that fails its check or does not arrive fails the load, and the next load fetches it again.
 * The file completes rspack's maps to what rspack wrote (checked at build), and rspack's runtime
 * reads `sriHashes[chunkId]` and `sriCssHashes[chunkId]` when it creates the chunk's script and
 * stylesheet: from then on a chunk loads as it would with every digest in the entry.
 */
const deferredDigestsRuntime = `
var load = __webpack_require__.e, scripts = __webpack_require__.sriHashes, reading;
__webpack_require__.e = (chunkId) =>
  scripts[chunkId]
    ? load(chunkId)
    : (reading ||= fetch(__webpack_require__.p + "${fileToken}", { integrity: "${digestToken}" })
        .then((response) => response.json())
        .then(
          (deferred) => {
            Object.assign(scripts, deferred.js);
            Object.assign(__webpack_require__.sriCssHashes || {}, deferred.css);
          },
          (error) => {
            reading = undefined;
            throw error;
          },
        )
      ).then(() => load(chunkId));`;

export interface DeferredChunkIntegrityOptions {
  /** The container's name (`remote_public`): its entry chunk's name. */
  containerName: string;
  /** Its entry's file name (`remoteEntry.js`). */
  entryFile: string;
  /** The chunks, by name, whose digests stay in the entry. */
  inEntry: readonly string[];
}

/**
 * A remote's entry carries the integrity of every chunk it loads (rspack's
 * SubresourceIntegrityPlugin): 32 bytes each that do not compress, on every page that loads the
 * remote. This keeps in the entry only the digests of the chunks a cold load of the site's first
 * page, `/`, fetches, and writes the others to `chunk-integrity.<hash>.json` beside it, pinned by
 * its sha256 in the entry: any other page's first chunk load fetches that file first. The browser
 * still runs a chunk only if its bytes match a digest that the entry, itself pinned by the
 * runtime config's integrity, vouches for.
 */
export class DeferredChunkIntegrityPlugin implements RspackPluginInstance {
  constructor(private readonly options: DeferredChunkIntegrityOptions) {}

  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    const { containerName, entryFile } = this.options;
    class DeferredDigestsRuntimeModule extends compiler.webpack.RuntimeModule {
      constructor() {
        // After the runtime modules that define `__webpack_require__.e` and the integrity maps.
        super('deferred chunk integrity', compiler.webpack.RuntimeModule.STAGE_ATTACH);
      }
      override generate(): string {
        return deferredDigestsRuntime;
      }
    }

    compiler.hooks.thisCompilation.tap(DeferredChunkIntegrityPlugin.name, (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap(
        DeferredChunkIntegrityPlugin.name,
        (chunk, requirements) => {
          if (chunk.name !== containerName) return;
          requirements.add(compiler.webpack.RuntimeGlobals.ensureChunk);
          requirements.add(compiler.webpack.RuntimeGlobals.publicPath);
          compilation.addRuntimeModule(chunk, new DeferredDigestsRuntimeModule());
        },
      );
      // After rspack has put the digests in (SubresourceIntegrityPlugin) and the chunks' names
      // carry their final content hashes (RealContentHashPlugin, PROCESS_ASSETS_STAGE_OPTIMIZE_HASH).
      compilation.hooks.processAssets.tap(
        {
          name: DeferredChunkIntegrityPlugin.name,
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER,
        },
        () => {
          try {
            this.deferDigests(compilation, RawSource);
          } catch (error) {
            compilation.errors.push(
              new compiler.webpack.WebpackError(
                `${entryFile}: ${(error as Error).message} (tooling/deferred-chunk-integrity-plugin.ts)`,
              ),
            );
          }
        },
      );
    });
  }

  private deferDigests(
    compilation: Compilation,
    RawSource: Compiler['webpack']['sources']['RawSource'],
  ): void {
    const { containerName, entryFile, inEntry } = this.options;
    const entry = compilation.getAsset(entryFile);
    if (!entry) throw new Error('not built');
    const chunks = [...compilation.chunks];
    const loaded = chunks.find((chunk) => chunk.name === containerName)?.getAllAsyncChunks() ?? [];
    const keep = new Set(
      inEntry.map((name) => {
        const chunk = chunks.find((candidate) => candidate.name === name);
        if (!chunk) throw new Error(`no chunk ${name}, whose digests were to stay in the entry`);
        return String(chunk.id);
      }),
    );

    let runtime = entry.source.source().toString();
    const deferred: DeferredDigests = { js: {}, css: {} };
    for (const [pinned, name] of Object.entries(integrityMaps) as [PinnedFile, string][]) {
      // rspack writes no map for a kind of file none of the entry's chunks has (a remote without CSS).
      if (!loaded.some((chunk) => [...chunk.files].some((file) => file.endsWith(`.${pinned}`)))) continue;
      const taken = takeIntegrityMap(runtime, name, keep);
      runtime = taken.runtime;
      for (const [id, digest] of Object.entries(taken.digests)) {
        // What the runtime carried must be the digest of the file as it is now: anything else
        // means this runs before rspack's digests are final, and would pin the wrong bytes.
        const chunk = chunks.find((candidate) => String(candidate.id) === id);
        const file = [...(chunk?.files ?? [])].find((path) => path.endsWith(`.${pinned}`));
        const bytes = file && compilation.getAsset(file)?.source.buffer();
        if (!bytes || integrityOf(bytes) !== digest) {
          throw new Error(`the ${name} digest of chunk ${id} is not that of its file ${file ?? ''}`);
        }
        if (!keep.has(id)) deferred[pinned][id] = digest;
      }
    }

    const file = `${JSON.stringify(deferred)}\n`;
    const fileName = `chunk-integrity.${sha256(file).digest('hex').slice(0, 10)}.json`;
    for (const [token, value] of [
      [fileToken, fileName],
      [digestToken, integrityOf(file)],
    ] as const) {
      if (runtime.split(token).length !== 2) throw new Error(`expected ${token} once in the runtime`);
      runtime = runtime.replace(token, value);
    }
    compilation.updateAsset(entryFile, new RawSource(runtime));
    compilation.emitAsset(fileName, new RawSource(file));
  }
}
