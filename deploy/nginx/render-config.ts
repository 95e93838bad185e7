import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { routesUrlOf } from '@sportif/server/preload-hints';
import {
  composeRuntimeConfig,
  configLocations,
  parseRoutesFile,
  parseRuntimeConfigFile,
  type RuntimeConfigFile,
  type ServedRuntimeConfig,
} from '@sportif/server/runtime-config-file';
import { securityHeaders } from '@sportif/server/security-headers';
import { renderNginxConfig, siteMounts } from './render-nginx-config.ts';

const usage = `Writes <out>/nginx.conf that serves the production build and proxies /api/ to the API instances.

  node --import tsx deploy/nginx/render-config.ts --out <dir> --port 8080 --api 127.0.0.1:4101 [--api ...]

  --out <dir>              where nginx.conf, its pid file, logs and temporary files go (required)
  --port <n>               the HTTP port (required)
  --api <host:port>        an API instance; repeat for several (required)
  --host <address>         the address to listen on (default 127.0.0.1; 0.0.0.0 or :: for all)
  --root <repo>            the folder holding shell/dist and remote-*/dist (default: this repository)
  --runtime-config <file>  compose /runtime-config.json from this file (default: the shell's own copy)
  --releases <dir>         serve the release store in <dir> (DATA_DIR/releases) instead of the builds:
                           each app at its live version; pnpm release / rollback switch it, no reload
  --user <name>            the worker processes' user (default: root when rendered as root)
  --tls-port <n> --tls-cert <file> --tls-key <file>
                           also serve HTTPS on that port, with Strict-Transport-Security
  --modules-dir <dir>      where Debian's nginx modules are (default /usr/lib/nginx/modules)
  --mime-types <file>      default /etc/nginx/mime.types

It also writes <out>/runtime-config.json, served as /runtime-config.json: the runtime config with
each remote's page declarations (the routes.json of its build). After deploying a remote, render
again and reload, so that its pages are served.

Start it with: nginx -c <dir>/nginx.conf -g 'daemon off;'   (reload after rendering again: nginx -c <dir>/nginx.conf -s reload)`;

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

function port(text: string | undefined, name: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > 65_535) fail(`--${name} must be a port number`);
  return value;
}

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    port: { type: 'string' },
    api: { type: 'string', multiple: true },
    host: { type: 'string', default: '127.0.0.1' },
    root: { type: 'string', default: join(import.meta.dirname, '../..') },
    'runtime-config': { type: 'string' },
    releases: { type: 'string' },
    user: { type: 'string' },
    'tls-port': { type: 'string' },
    'tls-cert': { type: 'string' },
    'tls-key': { type: 'string' },
    'modules-dir': { type: 'string', default: '/usr/lib/nginx/modules' },
    'mime-types': { type: 'string', default: '/etc/nginx/mime.types' },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log(usage);
  process.exit(0);
}
if (!values.out) fail('--out is required');
if (!values.api?.length) fail('--api is required');

const root = resolve(values.root);
const outDir = resolve(values.out);
const runtimeConfigFile = values['runtime-config'] ? resolve(values['runtime-config']) : undefined;

const releases = values.releases ? resolve(values.releases) : undefined;
const missing = releases
  ? [join(releases, 'runtime-config.json')].filter((file) => !existsSync(file))
  : [siteMounts.shell, ...siteMounts.remotes.map((remote) => remote.dist)]
      .map((dist) => join(root, dist))
      .filter((dist) => !existsSync(dist));
if (missing.length > 0) {
  fail(
    releases
      ? `Nothing released in ${releases}: run \`pnpm releases --init\` (or pnpm release <app>) first`
      : `No build in ${missing.join(', ')}: run \`pnpm build\` first`,
  );
}

/**
 * The runtime config browsers get, as the site server composes it: the file with the routes.json
 * of each remote served from --root.
 */
async function composedFromBuilds(): Promise<ServedRuntimeConfig> {
  const configPath = runtimeConfigFile ?? join(root, siteMounts.shell, 'runtime-config.json');
  let deployedConfig: RuntimeConfigFile;
  try {
    deployedConfig = parseRuntimeConfigFile(await readFile(configPath, 'utf8'));
  } catch (error) {
    fail(`${configPath}: ${(error as Error).message}`);
  }
  const deployedRoutes: NonNullable<RuntimeConfigFile['routes']> = {};
  for (const [name, entryUrl] of Object.entries(deployedConfig.remotes)) {
    const url = routesUrlOf(entryUrl);
    const mount = siteMounts.remotes.find((remote) => url.startsWith(remote.prefix));
    if (!mount) continue;
    const file = join(root, mount.dist, url.slice(mount.prefix.length));
    try {
      deployedRoutes[name] = parseRoutesFile(await readFile(file, 'utf8'));
    } catch (error) {
      fail(`${file}: ${(error as Error).message} (build the remote again)`);
    }
  }
  return composeRuntimeConfig(deployedConfig, deployedRoutes);
}

// From the store, the config its last release wrote; nginx serves that file as it changes.
const composedConfig: ServedRuntimeConfig = releases
  ? (JSON.parse(await readFile(join(releases, 'runtime-config.json'), 'utf8')) as ServedRuntimeConfig)
  : await composedFromBuilds();
// The CSP names the origins the config points at, as the site server's does.
const locations = configLocations(composedConfig);

const composedConfigFile = join(outDir, 'runtime-config.json');

const tlsOptions = [values['tls-port'], values['tls-cert'], values['tls-key']];
if (tlsOptions.some(Boolean) && !tlsOptions.every(Boolean)) {
  fail('--tls-port, --tls-cert and --tls-key go together');
}

const brotliModule = join(values['modules-dir'], 'ngx_http_brotli_static_module.so');
const runsAsRoot = process.getuid?.() === 0;

const config = renderNginxConfig({
  root,
  outDir,
  host: values.host,
  port: port(values.port, 'port'),
  apiInstances: values.api,
  headers: securityHeaders({ locations, tls: false }),
  user: values.user ?? (runsAsRoot ? 'root' : undefined),
  brotliModule: existsSync(brotliModule) ? brotliModule : undefined,
  mimeTypes: values['mime-types'],
  runtimeConfigFile: composedConfigFile,
  releases,
  tls: values['tls-port']
    ? {
        port: port(values['tls-port'], 'tls-port'),
        certificate: resolve(values['tls-cert'] as string),
        key: resolve(values['tls-key'] as string),
        headers: securityHeaders({ locations, tls: true }),
      }
    : undefined,
});

// nginx creates the temporary folders themselves, but not their parent.
await mkdir(join(outDir, 'temp'), { recursive: true });
if (!releases) await writeFile(composedConfigFile, JSON.stringify(composedConfig));
const file = join(outDir, 'nginx.conf');
await writeFile(file, config);
console.log(
  `Wrote ${file} (${values.api.length} API instance${values.api.length === 1 ? '' : 's'}, brotli_static ${existsSync(brotliModule) ? 'on' : 'off: module not installed'})`,
);
