import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { type FrontEndApp, frontEndApps } from '@sportif/contract/apps';
import { distDir, repoRoot } from './apps.ts';
import { writeBuildStamp } from './build-stamp.ts';
import { precompress } from './precompress.ts';

/**
 * Builds the front-end apps for production with one rspack process (the root rspack.config.ts, a
 * multi-compiler), then writes compressed copies of their text files. `pnpm build remote-media`
 * builds that app alone, as a team deploying only its remote would.
 *
 * rspack's own CLI loads the TypeScript configs: the federation plugin embeds some of its functions
 * in the bundle as source text, and a TypeScript loader that rewrites them (tsx adds `__name`)
 * would break that code in the browser.
 */
function main(): void {
  const requested = process.argv.slice(2);
  const unknown = requested.filter((name) => !frontEndApps.includes(name as FrontEndApp));
  if (unknown.length > 0) {
    console.error(`Unknown app ${unknown.join(', ')}; choose from ${frontEndApps.join(', ')}`);
    process.exit(2);
  }
  const apps = requested.length > 0 ? (requested as FrontEndApp[]) : [...frontEndApps];

  const started = performance.now();
  const rspack = spawnSync(
    join(repoRoot, 'node_modules/.bin/rspack'),
    ['build', '--mode', 'production', '--env', `apps=${apps.join(',')}`],
    { cwd: repoRoot, stdio: 'inherit' },
  );
  if (rspack.status !== 0) process.exit(rspack.status ?? 1);
  const bundled = performance.now();

  void Promise.all(apps.map((app) => precompress(distDir(app))))
    .then(() => writeBuildStamp(apps))
    .then(() => {
      const done = performance.now();
      console.log(
        `Built ${apps.join(', ')}: rspack ${((bundled - started) / 1000).toFixed(2)} s, ` +
          `compression ${((done - bundled) / 1000).toFixed(2)} s`,
      );
    });
}

main();
