import { join } from 'node:path';
import type { FrontEndApp } from '@sportif/contract/apps';

export const repoRoot = join(import.meta.dirname, '../..');

/** Where an app's production build goes. */
export const distDir = (app: FrontEndApp): string => join(repoRoot, app, 'dist');
