import type { FrontEndApp } from '@sportif/contract/apps';

/** One version of one app: what a release puts live, or a gate outcome is about. */
export interface AppVersion {
  app: FrontEndApp;
  version: string;
}

/** Versions as a release command names them: "shell 1a2b3c4d5e, remote-media 6f7a8b9c0d". */
export const namedVersions = (versions: readonly AppVersion[]): string =>
  versions.map(({ app, version }) => `${app} ${version}`).join(', ');
