import { describe, expect, it } from 'vitest';
import { scrollKey } from './scroll-key';

describe('scrollKey', () => {
  it('keeps the key of an entry the router created', () => {
    expect(scrollKey({ key: 'x7k2m9', pathname: '/umitkoy', hash: '' })).toBe('x7k2m9');
  });

  it('tells the entries without a key of their own apart by path and anchor', () => {
    expect(scrollKey({ key: 'default', pathname: '/', hash: '' })).toBe('/');
    expect(scrollKey({ key: 'default', pathname: '/about', hash: '' })).toBe('/about');
    expect(scrollKey({ key: 'default', pathname: '/about', hash: '#sp-main' })).toBe('/about#sp-main');
  });
});
