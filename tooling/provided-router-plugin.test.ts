import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rspack } from '@rspack/core';
import { afterAll, describe, expect, it } from 'vitest';
import { providedRouterModule } from './federation-shared';
import { ProvidedRouterPlugin, providedRouterNames, unprovidedRouterMessage } from './provided-router-plugin';

describe('providedRouterNames', () => {
  it('reads the names a provided-router module re-exports', () => {
    expect(
      providedRouterNames("export {\n  Link,\n  Outlet as Slot,\n} from 'react-router-package';"),
    ).toEqual(new Set(['Link', 'Slot']));
  });

  it("reads the shell's provided router", () => {
    const names = providedRouterNames(readFileSync(providedRouterModule, 'utf8'));
    expect(names).toContain('Link');
    expect(names).toContain('useNavigate');
  });
});

describe('unprovidedRouterMessage', () => {
  it('names the app, the file, the name and what to do', () => {
    const message = unprovidedRouterMessage(
      'remote-public',
      { file: 'remote-public/src/x.tsx', request: 'react-router-dom', name: 'useBlocker' },
      'shell/src/provided/react-router.ts',
    );
    expect(message).toMatch(
      /^remote-public: remote-public\/src\/x\.tsx imports useBlocker from 'react-router-dom'/,
    );
    expect(message).toContain('shell/src/provided/react-router.ts');
    expect(message).toMatch(/deploy the shell first/);
  });
});

describe('ProvidedRouterPlugin in a build', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sportif-router-fence-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const appDir = join(dir, 'remote-x');

  async function build(source: string): Promise<string[]> {
    const providedModule = join(dir, 'provided.ts');
    writeFileSync(providedModule, "export { Link, useNavigate } from 'react-router-package';\n");
    const entry = join(dir, 'entry.js');
    writeFileSync(entry, source);
    const compiler = rspack({
      mode: 'production',
      context: dir,
      entry,
      output: { path: join(dir, 'dist') },
      // The router stays outside the bundle, as a remote consumes it from the shell.
      externals: { 'react-router': 'ReactRouter', 'react-router-dom': 'ReactRouterDOM' },
      plugins: [new ProvidedRouterPlugin({ appDir, providedModule, repoRoot: dir })],
    });
    const stats = await new Promise<import('@rspack/core').Stats>((resolve, reject) =>
      compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
    );
    await new Promise<void>((resolve) => compiler.close(() => resolve()));
    return stats.compilation.errors.map((error) => error.message);
  }

  it('passes a build that takes only provided names', async () => {
    expect(
      await build(
        "import { Link } from 'react-router-dom';\nimport { useNavigate } from 'react-router';\nconsole.log(Link, useNavigate);\n",
      ),
    ).toEqual([]);
  });

  it('fails a build that takes a name the shell does not provide, or the whole module', async () => {
    const errors = await build(
      "import { Link, useBlocker } from 'react-router-dom';\nimport * as router from 'react-router';\nconsole.log(Link, useBlocker, router);\n",
    );
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain("remote-x: entry.js imports useBlocker from 'react-router-dom'");
    expect(errors[1]).toContain("remote-x: entry.js uses the whole module from 'react-router'");
  });
});
