import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target';

describe('redirectTarget', () => {
  it('goes back to the admin page the guard sent the visitor from', () => {
    expect(redirectTarget({ from: '/admin/examples' })).toBe('/admin/examples');
    expect(redirectTarget({ from: '/admin' })).toBe('/admin');
    expect(redirectTarget({ from: '/admin?tab=2' })).toBe('/admin?tab=2');
  });

  it('goes to /admin without a usable origin', () => {
    expect(redirectTarget(undefined)).toBe('/admin');
    expect(redirectTarget(null)).toBe('/admin');
    expect(redirectTarget('/admin/examples')).toBe('/admin');
    expect(redirectTarget({})).toBe('/admin');
    expect(redirectTarget({ from: 42 })).toBe('/admin');
  });

  it('follows admin paths of this site only', () => {
    expect(redirectTarget({ from: '/about' })).toBe('/admin');
    expect(redirectTarget({ from: '/login' })).toBe('/admin');
    expect(redirectTarget({ from: '/administrator' })).toBe('/admin');
    expect(redirectTarget({ from: 'https://example.com/admin' })).toBe('/admin');
    expect(redirectTarget({ from: '//example.com/admin' })).toBe('/admin');
  });
});
