import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FederationRole } from '../federation-shared.ts';
import {
  esModuleBuild,
  federationRuntimeAliases,
  installedFederationRuntime,
  replacedRuntimeCoreFiles,
  standIn,
  standInImportAliases,
} from './federation-runtime-aliases.ts';

/**
 * The fence around the aliases of this folder and the stand-ins of @sportif/federation-runtime
 * (tooling/README.md, "Upgrading the federation"): every path
 * they alias or import still exists in the installed @module-federation packages, and they still
 * have every member the installed runtime calls. Runs in the vitest project `federation-runtime`,
 * which resolves the stand-ins' imports as rspack does (`standInImportAliases`).
 */

const roles: FederationRole[] = ['host', 'remote'];
const installed = installedFederationRuntime();
const bundlerRuntimeDist = dirname(installed.bundlerRuntime);

/**
 * Members of the installed bundler runtime the stand-ins leave out on purpose, with why. Any
 * other member the installed one has and a stand-in lacks fails the test below.
 */
const leftOut: Record<FederationRole, Record<string, string>> = {
  host: {
    remotes: 'loads remotes declared at build time; the shell declares none (assertNoBuildTimeRemotes)',
    getSharedFallbackGetter: "shared-module tree shaking's fallback; no app turns on tree shaking",
    initContainerEntry: "a container's exposes; the shell exposes nothing",
  },
  remote: {
    remotes: 'loads remotes declared at build time; a production remote declares none',
    getSharedFallbackGetter: "shared-module tree shaking's fallback; no app turns on tree shaking",
  },
};

const importedNames = (source: string): { names: string[]; from: string }[] =>
  [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'(@module-federation\/[^']+)'/g)].map((match) => ({
    names: (match[1] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type ')),
    from: match[2] ?? '',
  }));

const standInsDir = dirname(standIn('published-bundler-runtime'));
const standInSources = readdirSync(standInsDir)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts'))
  .map((name) => ({ name, source: readFileSync(join(standInsDir, name), 'utf8') }));

/** A private file the stand-ins import, resolved through the same aliases rspack uses. */
function resolvedThroughAliases(request: string): string {
  for (const [prefix, target] of Object.entries(standInImportAliases())) {
    if (request.startsWith(`${prefix}/`)) return join(target, request.slice(prefix.length + 1));
  }
  throw new Error(`${request} is not under an alias of federation-runtime-aliases.ts`);
}

describe.each(roles)('the federation runtime aliases of a %s build', (role) => {
  const aliases = Object.entries(federationRuntimeAliases(role));

  it('replace files that exist in the installed @module-federation packages', () => {
    const replaced = aliases.map(([from]) => from).filter((from) => from.startsWith('/'));
    expect(replaced.length).toBeGreaterThan(0);
    expect(replaced.map((from) => from.replace(/\$$/, '')).filter((file) => !existsSync(file))).toEqual([]);
  });

  it('point at files and folders that exist', () => {
    expect(aliases.map(([, to]) => to).filter((to) => !existsSync(to))).toEqual([]);
  });
});

describe('the stand-ins', () => {
  it('import private files of the federation packages that exist and export the names they take', async () => {
    const missing: string[] = [];
    for (const { name, source } of standInSources) {
      for (const { names, from } of importedNames(source)) {
        if (!from.includes('/dist/')) continue;
        const file = resolvedThroughAliases(from);
        if (!existsSync(file)) {
          missing.push(`${name}: ${from} (no file ${file})`);
          continue;
        }
        const module = (await import(file)) as Record<string, unknown>;
        for (const imported of names) {
          if (!(imported in module)) missing.push(`${name}: ${imported} from ${from}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it.each(replacedRuntimeCoreFiles().map((file) => [file.standIn.split('/').pop(), file]))(
    '%s exports every name of the runtime-core file it replaces',
    async (_name, { upstream, standIn }) => {
      const upstreamNames = Object.keys(await import(upstream));
      const standInNames = Object.keys(await import(standIn));
      expect(upstreamNames.filter((name) => !standInNames.includes(name))).toEqual([]);
    },
  );

  it('the snapshot handler stand-in has every member the runtime core uses of a snapshot handler', async () => {
    const { SnapshotHandler } = (await import(
      '@sportif/federation-runtime/manifest-free-snapshot-handler'
    )) as {
      SnapshotHandler: new () => object;
    };
    const handler = new SnapshotHandler();
    const used = new Set<string>();
    for (const entry of readdirSync(installed.runtimeCoreDist, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.js') || entry.name === 'SnapshotHandler.js') continue;
      const source = readFileSync(join(entry.parentPath, entry.name), 'utf8');
      for (const match of source.matchAll(/snapshotHandler\??\.(\w+)/g)) used.add(match[1] as string);
    }
    expect(used.size).toBeGreaterThan(0);
    expect([...used].filter((member) => !(member in handler))).toEqual([]);
  });
});

describe('the bundler runtime stand-ins', () => {
  const upstream = async () =>
    ((await import(esModuleBuild(installed.bundlerRuntime))) as { default: FederationObject }).default;
  interface FederationObject {
    runtime: Record<string, unknown>;
    bundlerRuntime: Record<string, unknown>;
    [member: string]: unknown;
  }
  // The shell's publishes itself for the remotes' one, which reads it when it loads.
  const standIns = async (): Promise<Record<FederationRole, FederationObject>> => ({
    host: (
      (await import('@sportif/federation-runtime/bundler-runtime-for-remotes')) as {
        default: FederationObject;
      }
    ).default,
    remote: (
      (await import('@sportif/federation-runtime/bundler-runtime-from-shell')) as {
        default: FederationObject;
      }
    ).default,
  });

  it.each(roles)("of a %s build have every member of the installed one's federation object", async (role) => {
    const standIn = (await standIns())[role];
    expect(Object.keys(await upstream()).filter((member) => !(member in standIn))).toEqual([]);
  });

  it.each(roles)(
    'of a %s build have every function of the installed bundler runtime but those left out on purpose',
    async (role) => {
      const standIn = (await standIns())[role];
      const lacking = Object.keys((await upstream()).bundlerRuntime).filter(
        (member) => !(member in standIn.bundlerRuntime) && !(member in leftOut[role]),
      );
      expect(
        lacking,
        `add them to shared/federation-runtime/src/${role === 'host' ? 'bundler-runtime-for-remotes.ts' : 'bundler-runtime-from-shell.ts'}`,
      ).toEqual([]);
    },
  );

  it.each(roles)('of a %s build leave out only members the installed one still has', async (role) => {
    const members = Object.keys((await upstream()).bundlerRuntime);
    expect(Object.keys(leftOut[role]).filter((member) => !members.includes(member))).toEqual([]);
  });

  it.each(roles)(
    'of a %s build give the runtime every member the installed bundler runtime calls on it',
    async (role) => {
      const standIn = (await standIns())[role];
      const leftOutFiles = new Set(Object.keys(leftOut[role]).map((member) => `${member}.js`));
      const called = new Set<string>();
      for (const name of readdirSync(bundlerRuntimeDist)) {
        if (!name.endsWith('.js') || leftOutFiles.has(name)) continue;
        const source = readFileSync(join(bundlerRuntimeDist, name), 'utf8');
        for (const match of source.matchAll(/federation\.runtime\.(\w+)|\bruntime\.(\w+)\(/g)) {
          called.add((match[1] ?? match[2]) as string);
        }
      }
      expect(called.size).toBeGreaterThan(0);
      expect([...called].filter((member) => !(member in standIn.runtime))).toEqual([]);
    },
  );
});
