import { defineConfig } from '@rspack/cli';
import { createAppConfigs, modeFrom } from '@sportif/tooling/create-app-config';
import federation from './module-federation.config.ts';
import { routes } from './src/routes.ts';

export default defineConfig((_env, argv) =>
  createAppConfigs({
    appDir: import.meta.dirname,
    federation,
    role: 'remote',
    mode: modeFrom(argv),
    // A Node build of its container too: the public pages are rendered into HTML on the server.
    server: true,
    // Its pages, checked against what it exposes, as routes.json beside remoteEntry.js.
    routes,
  }),
);
