/** Where the site server takes the browser's reports of a live build that failed, and logs them. */
export const releaseFailuresUrl = '/release-failures';

export interface ReleaseFailure {
  remote: string;
  /** The live build that failed, and the last good build that served instead. */
  version: string | undefined;
  fallbackVersion: string | undefined;
  /** The exposed module, as the remote's routes and manifest name it ('./ClubPage'). */
  module: string;
  error: unknown;
}

/** Longest reason sent: enough for the first lines of an error, not a whole stack. */
const maxReasonLength = 500;

/**
 * Tells the site server that a remote's live build failed and its last good build served the
 * visitor instead: without it, nobody would learn of a broken release that visitors never see.
 * A beacon, so that it is sent even when the visitor leaves the page at once.
 */
export function reportReleaseFailure({ error, ...failure }: ReleaseFailure): void {
  const reason = (error instanceof Error ? error.message : String(error)).slice(0, maxReasonLength);
  navigator.sendBeacon(releaseFailuresUrl, JSON.stringify({ ...failure, reason }));
}
