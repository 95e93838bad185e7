import { createModuleFederationConfig } from '@module-federation/enhanced/rspack';
import { sharedSingletons } from '@sportif/tooling/federation-shared';

/**
 * The host. It names no remote: their locations come from /runtime-config.json when the page
 * starts (see src/features/page-startup), so moving or replacing a remote never rebuilds the shell.
 */
export default createModuleFederationConfig({
  name: 'shell',
  remotes: {},
  shared: sharedSingletons(import.meta.dirname, 'host'),
  shareStrategy: 'loaded-first',
  manifest: false,
});
