import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const repoRoot = join(import.meta.dirname, '../..');

/** The first words of each boundary's message (biome.json and the .grit files beside this test). */
const rule = {
  leavesItsPackage: 'This import leaves its package',
  srcOfAPackage: "Another package's src/ is not its interface",
  featureInsides: 'A feature is used from outside only through its index.ts',
  flatFeature: 'A feature uses another feature only through its index.ts',
  onlyToolsImportAnApp: 'An app is imported only by e2e/, bench/ and the root rspack.config.ts',
  runtimeAloneImportsZustand: 'zustand and react-toastify are imported by @sportif/runtime alone',
} as const;

/** A file of the repository's layout that imports `source`, and the boundary that refuses it (none: allowed). */
const cases: { file: string; source: string; refusedBy?: keyof typeof rule }[] = [
  { file: 'bench/web/a.ts', source: '../../remote-public/src/routes.ts', refusedBy: 'leavesItsPackage' },
  { file: 'remote-admin/src/a.ts', source: '../../shared/ui/src/index.ts', refusedBy: 'leavesItsPackage' },
  { file: 'rspack.config.ts', source: './shell/rspack.config.ts', refusedBy: 'leavesItsPackage' },
  { file: 'bench/admin/a.ts', source: '../../api/src/db/migrate.ts', refusedBy: 'leavesItsPackage' },
  { file: 'e2e/support/a.ts', source: '@sportif/contract/src/apps', refusedBy: 'srcOfAPackage' },
  {
    file: 'remote-admin/src/a.ts',
    source: '@sportif/remote-public/routes',
    refusedBy: 'onlyToolsImportAnApp',
  },
  { file: 'shell/src/a.ts', source: '@sportif/remote-media', refusedBy: 'onlyToolsImportAnApp' },
  { file: 'shared/ui/src/a.ts', source: '@sportif/shell/rspack.config', refusedBy: 'onlyToolsImportAnApp' },
  { file: 'server/src/a.ts', source: '@sportif/remote-public/routes', refusedBy: 'onlyToolsImportAnApp' },
  {
    file: 'remote-public/src/features/home/components/a.tsx',
    source: '../../contact/components/write-to-us-section',
    refusedBy: 'featureInsides',
  },
  {
    file: 'remote-admin/src/features/examples/hooks/a.ts',
    source: '../../../features/login/api/login-api',
    refusedBy: 'featureInsides',
  },
  {
    file: 'remote-public/src/components/a.tsx',
    source: '../features/contact/model/contact-form-model',
    refusedBy: 'featureInsides',
  },
  { file: 'shell/src/features/routing/a.ts', source: '../auth-guard/require-auth', refusedBy: 'flatFeature' },
  { file: 'api/src/features/email/a.ts', source: '../../features/auth/jwt.ts', refusedBy: 'flatFeature' },
  { file: 'remote-admin/src/a.ts', source: 'zustand', refusedBy: 'runtimeAloneImportsZustand' },
  { file: 'shared/ui/src/a.ts', source: 'react-toastify/unstyled', refusedBy: 'runtimeAloneImportsZustand' },

  { file: 'remote-public/src/features/home/components/b.tsx', source: '../../contact' },
  { file: 'remote-public/src/features/home/components/c.tsx', source: '../hooks/use-banner' },
  { file: 'remote-public/src/features/home/components/d.tsx', source: '../../../components/section' },
  { file: 'remote-admin/src/features/login/components/b.tsx', source: '../api/login-api' },
  { file: 'remote-public/src/standalone-app.tsx', source: './features/home/components/home-page' },
  { file: 'shell/src/features/routing/b.ts', source: '../auth-guard' },
  { file: 'shell/src/features/routing/c.ts', source: '../../provided/react-router' },
  { file: 'shared/runtime/src/b.ts', source: './api/api-client' },
  { file: 'shared/runtime/src/auth/b.ts', source: 'zustand' },
  { file: 'api/test/b.ts', source: '../src/index.ts' },
  { file: 'bench/web/b.ts', source: '@sportif/remote-public/routes' },
  { file: 'e2e/support/b.ts', source: '@sportif/remote-public/routes' },
  { file: 'rspack.config.ts', source: '@sportif/shell/rspack.config' },
  { file: 'shell/src/shell-names-no-page.test.ts', source: '@sportif/remote-admin/routes' },
  { file: 'remote-admin/src/b.ts', source: '@sportif/contract/apps' },
];

interface Diagnostic {
  category: string;
  message: string;
  location: { path: string; start: { line: number } };
}

let checkout = '';
let diagnostics: Diagnostic[] = [];

/**
 * The repository's biome.json and boundary rules over a copy of its folder layout holding one
 * import a line: Biome itself decides, so this fails when a Biome upgrade changes how a pattern,
 * an override or a plugin applies (an override replaces a rule's options; `*` matches `..`).
 */
beforeAll(async () => {
  checkout = await mkdtemp(join(tmpdir(), 'sportif-boundaries-'));
  const config = JSON.parse(await readFile(join(repoRoot, 'biome.json'), 'utf8'));
  config.$schema = undefined;
  config.vcs = { enabled: false };
  await writeFile(join(checkout, 'biome.json'), JSON.stringify(config));
  await cp(import.meta.dirname, join(checkout, 'tooling/boundaries'), {
    recursive: true,
    filter: (source) => !source.endsWith('.test.ts'),
  });
  const lines = new Map<string, string[]>();
  for (const { file, source } of cases) lines.set(file, [...(lines.get(file) ?? []), source]);
  for (const [file, sources] of lines) {
    await mkdir(dirname(join(checkout, file)), { recursive: true });
    const imports = sources.map((source, index) => `import * as m${index} from '${source}';`);
    await writeFile(
      join(checkout, file),
      `${imports.join('\n')}\nexport const all = [${sources.map((_, index) => `m${index}`).join(', ')}];\n`,
    );
  }
  const biome = join(repoRoot, 'node_modules/.bin/biome');
  const { stdout } = await run(biome, ['lint', '--reporter=json', '--max-diagnostics=none', '.'], {
    cwd: checkout,
  }).catch((error: { stdout: string }) => error);
  diagnostics = (JSON.parse(stdout) as { diagnostics: Diagnostic[] }).diagnostics.filter(
    ({ category }) => category === 'plugin' || category === 'lint/style/noRestrictedImports',
  );
}, 60_000);

afterAll(() => rm(checkout, { recursive: true, force: true }));

describe('the boundaries biome.json keeps', () => {
  it.each(cases)('$file importing $source: $refusedBy', ({ file, source, refusedBy }) => {
    const line =
      cases.filter((other) => other.file === file).findIndex((other) => other.source === source) + 1;
    const found = diagnostics
      .filter(({ location }) => location.path === file && location.start.line === line)
      .map(({ message }) => message);
    expect(found.map((message) => Object.values(rule).find((start) => message.startsWith(start)))).toEqual(
      refusedBy ? [rule[refusedBy]] : [],
    );
  });
});
