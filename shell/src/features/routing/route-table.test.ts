import { describe, expect, it } from 'vitest';
import { modulesForFirstPage, modulesForPath, normalizePath } from './route-table';

describe('route table lookups', () => {
  it('writes paths without trailing slashes, except the root', () => {
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('/club/umitkoy/')).toBe('/club/umitkoy');
    expect(normalizePath('/admin//')).toBe('/admin');
  });

  it('gives a page its layout, its page and the modules nested in it, outermost first', () => {
    expect(modulesForPath('/umitkoy/')).toEqual([
      'remote_public/PublicLayout',
      'remote_public/ClubPage',
      'remote_media/VideoPlayer',
    ]);
    expect(modulesForPath('/nope')).toEqual([]);
  });

  it('loads the sign-in page, not the admin, for a guarded page opened signed out', () => {
    expect(modulesForFirstPage('/admin/examples', false)).toEqual(['remote_admin/Login']);
    expect(modulesForFirstPage('/admin/examples', true)).toEqual([
      'remote_admin/AdminLayout',
      'remote_admin/Examples',
    ]);
    expect(modulesForFirstPage('/contact', false)).toEqual(modulesForPath('/contact'));
  });
});
