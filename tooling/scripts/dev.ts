import { spawn } from 'node:child_process';
import { devSettings, reachableHost } from '../dev-settings.ts';
import { repoRoot } from './apps.ts';

/**
 * `pnpm dev`: every app's dev server with hot reload and the API, each on its port of
 * tooling/dev-settings.ts (DEV_SHELL_PORT … DEV_API_PORT, HOST). The dev servers read the settings
 * themselves; the API listens on PORT, which this sets to the API's dev port.
 */
let settings: ReturnType<typeof devSettings>;
try {
  settings = devSettings();
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}

console.log(`The site in dev: http://${reachableHost(settings.host)}:${settings.ports.shell}/`);
const apps = spawn('pnpm', ['-r', '--parallel', '--stream', 'run', 'dev'], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: { ...process.env, HOST: settings.host, PORT: String(settings.ports.api) },
});
apps.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
