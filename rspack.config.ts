import { defineConfig } from '@rspack/cli';
import remoteAdmin from './remote-admin/rspack.config.ts';
import remoteMedia from './remote-media/rspack.config.ts';
import remotePublic from './remote-public/rspack.config.ts';
import shell from './shell/rspack.config.ts';

const appConfigs = {
  shell,
  'remote-public': remotePublic,
  'remote-admin': remoteAdmin,
  'remote-media': remoteMedia,
};

/**
 * Every front-end app in one multi-compiler, so a production build starts Node and rspack once.
 * `--env apps=remote-media` (comma-separated) builds a subset; scripts/build.ts passes it.
 */
export default defineConfig((env, argv) => {
  const requested = typeof env.apps === 'string' ? env.apps.split(',') : Object.keys(appConfigs);
  return requested.map((app) => {
    const config = appConfigs[app as keyof typeof appConfigs];
    if (!config) throw new Error(`Unknown app ${app}; choose from ${Object.keys(appConfigs).join(', ')}`);
    return { ...config(env, argv), name: app };
  });
});
