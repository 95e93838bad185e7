/** One encoding of a video, tried in the order given. */
export interface VideoSource {
  src: string;
  /** MIME type, so the browser skips what it cannot play without fetching it. */
  type: string;
}
