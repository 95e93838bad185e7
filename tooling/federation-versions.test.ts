import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { installedFederationRuntime } from './federation-runtime/federation-runtime-aliases.ts';

/**
 * rspack, the federation plugin and tooling/federation-runtime are built against each other's
 * private files: they move together, from the one place that names their versions, the catalog
 * `federation` of pnpm-workspace.yaml (tooling/README.md, "Upgrading the federation").
 */

const repoRoot = join(import.meta.dirname, '..');
const catalogName = 'federation';
const toolchainPackage = /^@(rspack|module-federation)\//;

/** The catalog `federation` of pnpm-workspace.yaml: package name → version. */
function federationCatalog(): Record<string, string> {
  const workspace = readFileSync(join(repoRoot, 'pnpm-workspace.yaml'), 'utf8');
  const section = /^catalogs:\n {2}federation:\n((?: {4}.+\n)+)/m.exec(workspace)?.[1] ?? '';
  return Object.fromEntries(
    [...section.matchAll(/^ {4}["']?([^"':]+)["']?:\s*(\S+)$/gm)].map((match) => [match[1], match[2]]),
  );
}

interface PackageJson {
  name?: string;
  version: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const readPackageJson = (file: string): PackageJson => JSON.parse(readFileSync(file, 'utf8')) as PackageJson;

/** The package.json of the package a resolved file belongs to. */
function owningPackageJson(file: string): PackageJson {
  for (let dir = dirname(file); dir !== dirname(dir); dir = dirname(dir)) {
    try {
      const found = readPackageJson(join(dir, 'package.json'));
      if (found.name) return found;
    } catch {
      // not a package's root: look further up
    }
  }
  throw new Error(`no package.json above ${file}`);
}

const workspacePackageJsons = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard'],
  {
    cwd: repoRoot,
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter((file) => file === 'package.json' || file.endsWith('/package.json'));

describe('the federation toolchain version pin', () => {
  const catalog = federationCatalog();

  it('names rspack and the federation plugin in one catalog', () => {
    expect(Object.keys(catalog)).toEqual(
      expect.arrayContaining(['@rspack/core', '@module-federation/enhanced']),
    );
  });

  it('gives every @module-federation package the same version', () => {
    // @module-federation/node has a version line of its own: the one released with the runtime it depends on.
    const versions = Object.entries(catalog)
      .filter(([name]) => name.startsWith('@module-federation/') && name !== '@module-federation/node')
      .map(([, version]) => version);
    expect(new Set(versions).size).toBe(1);
  });

  it('takes the @module-federation/node released with the runtime of the catalog', () => {
    const nodePackage = owningPackageJson(
      createRequire(join(repoRoot, 'package.json')).resolve('@module-federation/node'),
    );
    expect(nodePackage.version).toBe(catalog['@module-federation/node']);
    expect(nodePackage.dependencies?.['@module-federation/runtime']).toBe(
      catalog['@module-federation/enhanced'],
    );
  });

  it('is what every package.json of the workspace asks for', () => {
    expect(workspacePackageJsons.length).toBeGreaterThan(10);
    const elsewhere = workspacePackageJsons.flatMap((file) => {
      const json = readPackageJson(join(repoRoot, file));
      return [json.dependencies, json.devDependencies, json.peerDependencies].flatMap((deps) =>
        Object.entries(deps ?? {})
          .filter(([name, range]) => toolchainPackage.test(name) && range !== `catalog:${catalogName}`)
          .map(([name, range]) => `${file}: ${name} ${range}`),
      );
    });
    expect(elsewhere, `use "catalog:${catalogName}" and set the version in pnpm-workspace.yaml`).toEqual([]);
  });

  it('is what is installed: rspack, and one copy of the federation runtime at the catalog version', () => {
    const federationVersion = catalog['@module-federation/enhanced'];
    const fromRoot = createRequire(join(repoRoot, 'package.json'));
    const rspackCore = fromRoot.resolve('@rspack/core');
    expect(owningPackageJson(rspackCore).version).toBe(catalog['@rspack/core']);

    const { runtimeTools, runtime, bundlerRuntime, runtimeCoreDist } = installedFederationRuntime();
    const installed = [runtimeTools, runtime, bundlerRuntime, join(runtimeCoreDist, 'index.js')].map((file) =>
      owningPackageJson(file),
    );
    expect(installed.map(({ name, version }) => `${name} ${version}`)).toEqual(
      installed.map(({ name }) => `${name} ${federationVersion}`),
    );
    // rspack's container runtime takes the federation runtime as a peer: the plugin's copy.
    expect(createRequire(rspackCore).resolve('@module-federation/runtime-tools')).toBe(runtimeTools);
  });
});
