/** A release failure report as a browser sends it (shared/runtime's reportReleaseFailure), of versions nobody released. */
export const forgedReleaseReport = (n: number) => ({
  remote: 'remote_media',
  version: '0123456789',
  fallbackVersion: 'abcdef0123',
  module: './Gallery',
  reason: `sahte ${n}: ${'ChunkLoadError: Loading chunk failed. '.repeat(8)}`,
});
