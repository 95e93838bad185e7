import { defineConfig } from '@rspack/cli';
import { createAppConfig, modeFrom } from '@sportif/tooling/create-app-config';
import federation from './module-federation.config.ts';
import { routes } from './src/routes.ts';

export default defineConfig((_env, argv) =>
  createAppConfig({
    appDir: import.meta.dirname,
    federation,
    role: 'remote',
    mode: modeFrom(argv),
    // Its pages, checked against what it exposes, as routes.json beside remoteEntry.js.
    routes,
  }),
);
