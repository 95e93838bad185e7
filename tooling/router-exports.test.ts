import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { browserSourceDirs, sourceFilesOf } from './app-sources';
import { providedRouterModule } from './federation-shared';
import { providedRouterNames } from './provided-router-plugin';

/** Names a file imports as values from react-router or react-router-dom. */
function routerImports(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router(?:-dom)?'/g)) {
    if (match[1]) continue;
    for (const part of (match[2] ?? '').split(',')) {
      const name = part.trim();
      if (name && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/)[0] as string);
    }
  }
  return names;
}

describe('the router the shell provides', () => {
  it('exports every name an app imports from react-router or react-router-dom', () => {
    const exported = providedRouterNames(readFileSync(providedRouterModule, 'utf8'));
    const missing = sourceFilesOf(browserSourceDirs)
      .flatMap((file) => routerImports(readFileSync(file, 'utf8')).map((name) => ({ name, file })))
      .filter(({ name }) => !exported.has(name));
    expect(missing, 'add these to shell/src/provided/react-router.ts').toEqual([]);
  });

  it('finds what an app imports, types aside', () => {
    expect(
      routerImports(
        "import { Link, type To, useNavigate as go } from 'react-router-dom';\nimport type { Location } from 'react-router';",
      ),
    ).toEqual(['Link', 'useNavigate']);
  });
});
