import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildInputs } from './build-fingerprint';

const repoRoot = join(import.meta.dirname, '..');

describe('buildInputs', () => {
  const names = buildInputs(join(repoRoot, 'remote-media')).map(([name]) => name);

  it("are the app's sources and configs, the shared packages' sources, the tooling and the lockfile", () => {
    expect(names).toEqual(
      expect.arrayContaining([
        'rspack.config.ts',
        'package.json',
        'src/index.ts',
        '/shared/contract/src/index.ts',
        '/tooling/create-app-config.ts',
        '/pnpm-lock.yaml',
      ]),
    );
  });

  it('leave out tests, the links to dependencies and the commands that run the builds', () => {
    expect(names.filter((name) => /\.test\.tsx?$|node_modules|^\/tooling\/scripts\//.test(name))).toEqual([]);
  });
});
