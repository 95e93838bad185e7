import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathsOf, type RemoteRoutes } from '@sportif/contract/page-routes';
import { routes as adminRoutes } from '@sportif/remote-admin/routes';
import { routes as mediaRoutes } from '@sportif/remote-media/routes';
import { routes as publicRoutes } from '@sportif/remote-public/routes';
import { describe, expect, it } from 'vitest';

const declared: RemoteRoutes[] = [publicRoutes, adminRoutes, mediaRoutes];

/** Every path and module name the remotes declare: the shell learns them at run time only. */
const pageNames = [
  ...new Set(
    declared.flatMap((routes) => [
      ...routes.pages.flatMap((page) => [...pathsOf(page).filter((path) => path !== '/'), page.module]),
      ...Object.values(routes.layouts ?? {}),
    ]),
  ),
].map((name) => name.replace(/^\.\//, ''));

// Every file of the shell but this test, which names a few on purpose.
const shellFiles = readdirSync(import.meta.dirname, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => join(entry.parentPath, entry.name))
  .filter((file) => file !== import.meta.filename);

describe("the shell's source", () => {
  it('reads the names it checks from the declarations', () => {
    expect(pageNames).toEqual(expect.arrayContaining(['/grup-dersleri', '/kvkk', 'HomePage', 'AdminLayout']));
  });

  it.each(pageNames)('names no page or layout of a remote: %s', (name) => {
    // A path anywhere; a module name as a word (PolicyPage, not a word that merely contains it).
    const pattern = name.startsWith('/')
      ? new RegExp(`${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`)
      : new RegExp(`\\b${name}\\b`);
    const naming = shellFiles.filter((file) => pattern.test(readFileSync(file, 'utf8')));
    expect(naming).toEqual([]);
  });
});
