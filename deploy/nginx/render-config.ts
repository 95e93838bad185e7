import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { renderNginxConfig } from './render-nginx-config.ts';

const usage = `Writes <out>/nginx.conf that puts nginx in front of the web nodes (pnpm start, or server/src/main.ts, on one DATABASE_URL).

  node --import tsx deploy/nginx/render-config.ts --out <dir> --port 8080 --node 127.0.0.1:4101 [--node ...]

  --out <dir>              where nginx.conf, its pid file, logs, cache and temporary files go (required)
  --port <n>               the HTTP port (required)
  --node <host:port>       a web node; repeat for several (required)
  --host <address>         the address to listen on (default 127.0.0.1; 0.0.0.0 or :: for all)
  --user <name>            the worker processes' user (default: root when rendered as root)
  --cache-size <size>      how big nginx's copy of the versioned files may grow (default 1g)
  --tls-port <n> --tls-cert <file> --tls-key <file>
                           also serve HTTPS on that port

Releases and rollbacks need no render and no reload: the nodes follow the release store.
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
    node: { type: 'string', multiple: true },
    host: { type: 'string', default: '127.0.0.1' },
    user: { type: 'string' },
    'cache-size': { type: 'string' },
    'tls-port': { type: 'string' },
    'tls-cert': { type: 'string' },
    'tls-key': { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log(usage);
  process.exit(0);
}
if (!values.out) fail('--out is required');
if (!values.node?.length) fail('--node is required');

const outDir = resolve(values.out);
const tlsOptions = [values['tls-port'], values['tls-cert'], values['tls-key']];
if (tlsOptions.some(Boolean) && !tlsOptions.every(Boolean)) {
  fail('--tls-port, --tls-cert and --tls-key go together');
}

let config: string;
try {
  config = renderNginxConfig({
    outDir,
    host: values.host,
    port: port(values.port, 'port'),
    nodes: values.node,
    user: values.user ?? (process.getuid?.() === 0 ? 'root' : undefined),
    cacheSize: values['cache-size'],
    tls: values['tls-port']
      ? {
          port: port(values['tls-port'], 'tls-port'),
          certificate: resolve(values['tls-cert'] as string),
          key: resolve(values['tls-key'] as string),
        }
      : undefined,
  });
} catch (error) {
  fail((error as Error).message);
}

// nginx creates the temporary and cache folders themselves, but not their parent.
await mkdir(join(outDir, 'temp'), { recursive: true });
const file = join(outDir, 'nginx.conf');
await writeFile(file, config);
console.log(`Wrote ${file} (${values.node.length} web node${values.node.length === 1 ? '' : 's'})`);
