import { defineConfig } from '@rspack/cli';
import { createAppConfig, modeFrom } from '../tooling/create-app-config.ts';
import { devPorts } from '../tooling/dev-ports.ts';
import { RemoteRoutesPlugin } from '../tooling/remote-routes-plugin.ts';
import federation from './module-federation.config.ts';
import { routes } from './src/routes.ts';

export default defineConfig((_env, argv) => {
  const config = createAppConfig({
    appDir: import.meta.dirname,
    devPort: devPorts.remotePublic,
    federation,
    role: 'remote',
    mode: modeFrom(argv),
  });
  // Its pages, checked against what it exposes, as routes.json beside remoteEntry.js.
  config.plugins?.push(new RemoteRoutesPlugin(routes, federation.exposes as Record<string, unknown>));
  return config;
});
