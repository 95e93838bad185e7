import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { importForBuild, runtimeImportsOf, unreadableBuildImport } from './build-time-modules';

let appDir = '';
afterEach(() => {
  if (appDir) rmSync(appDir, { recursive: true, force: true });
  appDir = '';
});

/** A remote's folder holding these files. */
function remote(files: Record<string, string>): string {
  appDir = mkdtempSync(join(tmpdir(), 'sportif-build-modules-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(appDir, path)), { recursive: true });
    writeFileSync(join(appDir, path), text);
  }
  return appDir;
}

describe('the modules a build reads in Node', () => {
  it('are the relative modules a source loads when it runs, not the ones it imports for types only', () => {
    const source = [
      "import { pageMeta } from './content/page-meta-content';",
      "import type { Branch } from './content/club-content';",
      "import {\n  type PageHeadText,\n  siteName,\n} from './content/site-content';",
      "export { routes } from './routes';",
      "export type { RemoteRoutes } from './types';",
      "import './side-effect';",
      "const later = () => import('./later');",
      "import { pathsOf } from '@sportif/contract/page-routes';",
    ].join('\n');
    expect(runtimeImportsOf(source)).toEqual([
      './content/page-meta-content',
      './content/site-content',
      './routes',
      './side-effect',
      './later',
    ]);
  });

  it('name the file that imports a component, what it imports and what to do, in one line', () => {
    remote({
      'src/page-heads.ts': "import { campaignsHead } from './features/campaigns/content/campaigns-head';\n",
      'src/features/campaigns/content/campaigns-head.ts':
        "import { title } from '../components/campaigns-page';\nexport const campaignsHead = title;\n",
      'src/features/campaigns/components/campaigns-page.tsx': 'export const title = <>Kampanyalar</>;\n',
    });
    const problem = unreadableBuildImport(appDir, 'src/page-heads.ts');
    expect(problem).toBe(
      "src/page-heads.ts is read by the build in Node, and src/features/campaigns/content/campaigns-head.ts imports '../components/campaigns-page' (src/features/campaigns/components/campaigns-page.tsx), which Node cannot read there (no JSX, no stylesheets): move what it needs (a page's title, description, heading) into a .ts module beside the page, such as src/features/<feature>/content/<page>-head.ts, and import that from both.",
    );
    expect(problem).not.toContain('\n');
  });

  it('refuse a stylesheet too, and pass .ts modules that import each other', () => {
    remote({
      'src/a.ts': "import { b } from './b';\nexport const a = b;\n",
      'src/b.ts':
        "import { a } from './a';\nimport styles from './b.module.css';\nexport const b = [a, styles];\n",
      'src/b.module.css': '.b { color: red; }\n',
      'src/c.ts': "import { d } from './d';\nexport const c = d;\n",
      'src/d/index.ts': "export const d = 'd';\n",
    });
    expect(unreadableBuildImport(appDir, 'src/a.ts')).toMatch(/src\/b\.ts imports '\.\/b\.module\.css'/);
    expect(unreadableBuildImport(appDir, 'src/c.ts')).toBeUndefined();
  });

  it('stop the build before the loader reads a component, saying which remote', async () => {
    remote({
      'src/heads.ts': "export { title } from './page';\n",
      'src/page.tsx': 'export const title = <b />;\n',
    });
    await expect(importForBuild(appDir, 'src/heads.ts')).rejects.toThrow(
      /^sportif-build-modules-\w+: src\/heads\.ts is read by the build in Node, and src\/heads\.ts imports '\.\/page'/,
    );
  });
});
