import { defineConfig } from '@rspack/cli';
import { createAppConfig, modeFrom } from '../tooling/create-app-config.ts';
import { devPorts } from '../tooling/dev-ports.ts';
import federation from './module-federation.config.ts';

export default defineConfig((_env, argv) =>
  createAppConfig({
    appDir: import.meta.dirname,
    devPort: devPorts.shell,
    federation,
    role: 'host',
    mode: modeFrom(argv),
  }),
);
