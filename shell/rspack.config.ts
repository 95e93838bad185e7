import { defineConfig } from '@rspack/cli';
import { createAppConfig, modeFrom } from '../tooling/create-app-config.ts';
import { devPorts } from '../tooling/dev-ports.ts';
import { EmitJsonAssetPlugin } from '../tooling/emit-json-asset-plugin.ts';
import federation from './module-federation.config.ts';
import { routeModules } from './src/features/routing/route-table.ts';

export default defineConfig((_env, argv) => {
  const config = createAppConfig({
    appDir: import.meta.dirname,
    devPort: devPorts.shell,
    federation,
    role: 'host',
    mode: modeFrom(argv),
  });
  // Which modules each route renders, for the server to preload them from the page's HTML.
  config.plugins?.push(new EmitJsonAssetPlugin('route-modules.json', routeModules));
  return config;
});
