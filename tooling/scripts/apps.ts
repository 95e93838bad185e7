import { join } from 'node:path';

export const repoRoot = join(import.meta.dirname, '../..');

/** The four front-end apps, each built into its own dist/ and deployed on its own. */
export const frontEndApps = ['shell', 'remote-public', 'remote-admin', 'remote-media'] as const;
export type FrontEndApp = (typeof frontEndApps)[number];

export const distDir = (app: FrontEndApp): string => join(repoRoot, app, 'dist');
