import { describe, expect, it } from 'vitest';
import { devSettings, reachableHost } from './dev-settings';

describe('devSettings', () => {
  it("keeps today's ports and listens on loopback when nothing is set", () => {
    expect(devSettings({})).toEqual({
      host: '127.0.0.1',
      ports: { shell: 3000, remote_public: 3001, remote_admin: 3002, remote_media: 3003, api: 4000 },
    });
  });

  it('takes each port and the host from its variable', () => {
    const settings = devSettings({
      DEV_SHELL_PORT: '3200',
      DEV_PUBLIC_PORT: '3201',
      DEV_ADMIN_PORT: '3202',
      DEV_MEDIA_PORT: ' 3203 ',
      DEV_API_PORT: '4200',
      HOST: '0.0.0.0',
    });
    expect(settings).toEqual({
      host: '0.0.0.0',
      ports: { shell: 3200, remote_public: 3201, remote_admin: 3202, remote_media: 3203, api: 4200 },
    });
  });

  it.each(['abc', '0', '65536', '30.5', '-1', '3e3'])(
    'refuses %j as a port, naming the variable',
    (value) => {
      expect(() => devSettings({ DEV_PUBLIC_PORT: value })).toThrow(
        `DEV_PUBLIC_PORT must be a port number from 1 to 65535, not "${value}"`,
      );
    },
  );

  it('refuses one port for two apps, naming both variables', () => {
    expect(() => devSettings({ DEV_MEDIA_PORT: '4000' })).toThrow(
      'DEV_MEDIA_PORT and DEV_API_PORT both say 4000: give each app its own port',
    );
  });
});

describe('reachableHost', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['0.0.0.0', '127.0.0.1'],
    ['::', '[::1]'],
    ['::1', '[::1]'],
    ['192.168.1.5', '192.168.1.5'],
    ['localhost', 'localhost'],
  ])('reaches a server listening on %s at %s', (host, reachable) => {
    expect(reachableHost(host)).toBe(reachable);
  });
});
