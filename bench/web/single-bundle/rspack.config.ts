import { join } from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { defineConfig } from '@rspack/cli';
import { rspack } from '@rspack/core';
import remoteAdmin from '@sportif/remote-admin/module-federation.config';
import remoteMedia from '@sportif/remote-media/module-federation.config';
import remotePublic from '@sportif/remote-public/module-federation.config';
import shellFederation from '@sportif/shell/module-federation.config';
import { createAppConfig } from '@sportif/tooling/create-app-config';

const here = import.meta.dirname;
const repoRoot = join(here, '../../..');

function exposedModulesSource(): string {
  const lines: string[] = [];
  for (const [appDir, federation] of [
    ['remote-public', remotePublic],
    ['remote-admin', remoteAdmin],
    ['remote-media', remoteMedia],
  ] as const) {
    for (const [exposed, file] of Object.entries(federation.exposes as Record<string, string>)) {
      const id = `${federation.name}/${exposed.replace(/^\.\//, '')}`;
      lines.push(`  '${id}': () => import(${JSON.stringify(join(repoRoot, appDir, file))}),`);
    }
  }
  return `export const exposedModules = {\n${lines.join('\n')}\n};\n`;
}

/** Written in memory by the config (the remotes' exposes), imported as 'virtual-exposed-modules'. */
const exposedModulesFile = join(here, 'exposed-modules.virtual.js');

/**
 * Benchmark only: the same site built as ONE bundle without federation, to measure what
 * federation costs. The shell's code is compiled as is, except that `federated()` imports each
 * remote module's source directly (a lazy chunk per module, as a well-split SPA would) and the
 * start-up skips registering remotes.
 */
export default defineConfig(() => {
  const config = createAppConfig({
    appDir: join(repoRoot, 'shell'),
    federation: shellFederation,
    role: 'host',
    mode: 'production',
  });
  return {
    ...config,
    name: 'single-bundle',
    // The shell's bootstrap directly: no async boundary is needed without shared modules.
    entry: { main: join(repoRoot, 'shell/src/features/page-startup/bootstrap.tsx') },
    output: { ...config.output, path: join(here, 'dist'), uniqueName: 'single_bundle' },
    // The replacement modules here resolve React and friends from the shell's dependencies.
    resolve: {
      ...config.resolve,
      alias: { ...config.resolve?.alias, 'virtual-exposed-modules$': exposedModulesFile },
      modules: ['node_modules', join(repoRoot, 'shell/node_modules')],
    },
    plugins: [
      ...(config.plugins ?? []).filter((plugin) => !(plugin instanceof ModuleFederationPlugin)),
      new rspack.experiments.VirtualModulesPlugin({ [exposedModulesFile]: exposedModulesSource() }),
      new rspack.NormalModuleReplacementPlugin(
        /[\\/]federation[\\/]federated$/,
        join(here, 'federated-direct.tsx'),
      ),
      new rspack.NormalModuleReplacementPlugin(
        /[\\/]page-startup[\\/]start-federation\.ts$/,
        join(here, 'start-direct.ts'),
      ),
    ],
  };
});
