import { createModuleFederationConfig } from '@module-federation/enhanced/rspack';
import { sharedSingletons } from '@sportif/tooling/federation-shared';

/** The video player and the gallery; the club pages of remote-public load them at runtime. */
export default createModuleFederationConfig({
  name: 'remote_media',
  filename: 'remoteEntry.js',
  exposes: {
    './VideoPlayer': './src/features/video-player/components/club-video.tsx',
    './Gallery': './src/features/gallery/components/club-gallery.tsx',
  },
  shared: sharedSingletons(import.meta.dirname, 'remote'),
  shareStrategy: 'loaded-first',
});
