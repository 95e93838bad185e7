/** The front-end apps a team releases on its own: the shell and the three remotes. */
export const releasedApps = ['shell', 'remote-public', 'remote-admin', 'remote-media'] as const;
export type ReleasedApp = (typeof releasedApps)[number];
export type RemoteApp = Exclude<ReleasedApp, 'shell'>;

/** One version of one app: what a release puts live, or a gate outcome is about. */
export interface AppVersion {
  app: ReleasedApp;
  version: string;
}

/** Versions as a release command names them: "shell 1a2b3c4d5e, remote-media 6f7a8b9c0d". */
export const namedVersions = (versions: readonly AppVersion[]): string =>
  versions.map(({ app, version }) => `${app} ${version}`).join(', ');

/** Each remote's federation name: its key in the runtime config and in federated ids. */
export const federationNameOf: Record<RemoteApp, string> = {
  'remote-public': 'remote_public',
  'remote-admin': 'remote_admin',
  'remote-media': 'remote_media',
};

export const remoteApps = releasedApps.filter((app): app is RemoteApp => app !== 'shell');

export function isReleasedApp(name: string): name is ReleasedApp {
  return (releasedApps as readonly string[]).includes(name);
}

/** The app whose federation name is `name` ('remote_media' → 'remote-media'). */
export function appOfFederationName(name: string): RemoteApp | undefined {
  return remoteApps.find((app) => federationNameOf[app] === name);
}
