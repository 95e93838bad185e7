import { defineConfig } from '@rspack/cli';
import { createAppConfigs, modeFrom } from '../tooling/create-app-config.ts';
import { devPorts } from '../tooling/dev-ports.ts';
import federation from './module-federation.config.ts';
import { pageHeads } from './src/page-heads.ts';
import { routes } from './src/routes.ts';

export default defineConfig((_env, argv) =>
  createAppConfigs({
    appDir: import.meta.dirname,
    devPort: devPorts.remotePublic,
    federation,
    role: 'remote',
    mode: modeFrom(argv),
    // A Node build of its container too: the public pages are rendered into HTML on the server.
    server: true,
    // Its pages, checked against what it exposes, as routes.json beside remoteEntry.js, and what
    // they say to search engines as page-heads.json.
    routes,
    pageHeads,
  }),
);
