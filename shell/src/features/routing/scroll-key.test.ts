import { describe, expect, it } from 'vitest';
import { scrollKey } from './scroll-key';

describe('scrollKey', () => {
  it('keeps the key of an entry the router created', () => {
    expect(scrollKey({ key: 'x7k2m9', pathname: '/bir-sayfa', hash: '' })).toBe('x7k2m9');
  });

  it('tells the entries without a key of their own apart by path and anchor', () => {
    expect(scrollKey({ key: 'default', pathname: '/', hash: '' })).toBe('/');
    expect(scrollKey({ key: 'default', pathname: '/baska-sayfa', hash: '' })).toBe('/baska-sayfa');
    expect(scrollKey({ key: 'default', pathname: '/baska-sayfa', hash: '#sp-main' })).toBe(
      '/baska-sayfa#sp-main',
    );
  });
});
