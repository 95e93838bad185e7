/**
 * The four front-end apps, the one list of them: each is built into its own dist/, released and
 * served on its own. The build, the release store, the shell's runtime config and the tests read
 * it here, the package every one of them already imports.
 */
export const frontEndApps = ['shell', 'remote-public', 'remote-admin', 'remote-media'] as const;
export type FrontEndApp = (typeof frontEndApps)[number];
export type RemoteApp = Exclude<FrontEndApp, 'shell'>;

/** Each remote's federation name: its key in the runtime config and in federated ids. */
export const federationNameOf = {
  'remote-public': 'remote_public',
  'remote-admin': 'remote_admin',
  'remote-media': 'remote_media',
} as const satisfies Record<RemoteApp, string>;
export type RemoteFederationName = (typeof federationNameOf)[RemoteApp];

export const remoteApps = frontEndApps.filter((app): app is RemoteApp => app !== 'shell');

export function isFrontEndApp(name: string): name is FrontEndApp {
  return (frontEndApps as readonly string[]).includes(name);
}

/** The app whose federation name is `name` ('remote_media' → 'remote-media'). */
export function appOfFederationName(name: string): RemoteApp | undefined {
  return remoteApps.find((app) => federationNameOf[app] === name);
}
