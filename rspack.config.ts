import { defineConfig } from '@rspack/cli';
import remoteAdmin from '@sportif/remote-admin/rspack.config';
import remoteMedia from '@sportif/remote-media/rspack.config';
import remotePublic from '@sportif/remote-public/rspack.config';
import shell from '@sportif/shell/rspack.config';

const appConfigs = {
  shell,
  'remote-public': remotePublic,
  'remote-admin': remoteAdmin,
  'remote-media': remoteMedia,
};

/**
 * Every front-end app in one multi-compiler, so a production build starts Node and rspack once.
 * `--env apps=remote-media` (comma-separated) builds a subset; tooling/scripts/build.ts passes it.
 */
export default defineConfig(async (env, argv) => {
  const requested = typeof env.apps === 'string' ? env.apps.split(',') : Object.keys(appConfigs);
  const configs = await Promise.all(
    requested.map(async (app) => {
      const config = appConfigs[app as keyof typeof appConfigs];
      if (!config) throw new Error(`Unknown app ${app}; choose from ${Object.keys(appConfigs).join(', ')}`);
      const built = await config(env, argv);
      // An app whose pages the server renders has a Node build beside its browser build.
      return (Array.isArray(built) ? built : [built]).map((one, index) => ({
        ...one,
        name: index === 0 ? app : `${app}-server`,
      }));
    }),
  );
  return configs.flat();
});
