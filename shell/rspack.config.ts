import { defineConfig } from '@rspack/cli';
import { createAppConfigs, modeFrom } from '@sportif/tooling/create-app-config';
import federation from './module-federation.config.ts';

export default defineConfig((_env, argv) =>
  createAppConfigs({
    appDir: import.meta.dirname,
    federation,
    role: 'host',
    mode: modeFrom(argv),
    // The public pages are rendered into HTML by releases, with this as the federation host on the server.
    server: true,
    serverEntry: './src/prerender/render-pages.tsx',
  }),
);
