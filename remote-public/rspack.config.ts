import { defineConfig } from '@rspack/cli';
import { importForBuild } from '@sportif/tooling/build-time-modules';
import { createAppConfigs, modeFrom } from '@sportif/tooling/create-app-config';
import federation from './module-federation.config.ts';
import type * as PageHeadsModule from './src/page-heads.ts';
import type * as RoutesModule from './src/routes.ts';

export default defineConfig(async (_env, argv) => {
  // Read in Node, checked first: a component (.tsx) imported from them fails with a line naming the importer.
  const { routes } = await importForBuild<typeof RoutesModule>(import.meta.dirname, 'src/routes.ts');
  const { pageHeads } = await importForBuild<typeof PageHeadsModule>(
    import.meta.dirname,
    'src/page-heads.ts',
  );
  return createAppConfigs({
    appDir: import.meta.dirname,
    federation,
    role: 'remote',
    mode: modeFrom(argv),
    // A Node build of its container too: the public pages are rendered into HTML on the server.
    server: true,
    // Its pages, checked against what it exposes, as routes.json beside remoteEntry.js, and what
    // they say to search engines as page-heads.json.
    routes,
    pageHeads,
  });
});
