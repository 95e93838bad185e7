import { join } from 'node:path';
import { defineConfig } from '@rspack/cli';
import { createAppConfigs, modeFrom } from '@sportif/tooling/create-app-config';
import federation from './module-federation.config.ts';
import { pageStartupMarkers } from './src/features/page-startup/page-markers.ts';

export default defineConfig((_env, argv) =>
  createAppConfigs({
    appDir: import.meta.dirname,
    federation,
    role: 'host',
    mode: modeFrom(argv),
    // The public pages are rendered into HTML by releases, with this as the federation host on the server.
    server: true,
    serverEntry: './src/prerender/render-pages.tsx',
    // A page the server rendered starts with this script inline (src/features/page-startup).
    pageStartup: {
      module: join(import.meta.dirname, 'src/features/page-startup/start-after-paint.ts'),
      startName: 'startAfterPaint',
      markers: pageStartupMarkers,
    },
  }),
);
