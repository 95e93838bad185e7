import { describe, expect, it } from 'vitest';
import { appsMissing, appsToRelease, checkoutStatuses, describeStatuses } from './checkout-release.ts';

const live = {
  shell: ['shell00001'],
  'remote-public': ['public0002', 'public0001'],
  'remote-admin': ['admin00001'],
  'remote-media': ['media00001'],
};
const sameAsLive = {
  shell: 'shell00001',
  'remote-public': 'public0002',
  'remote-admin': 'admin00001',
  'remote-media': 'media00001',
};

describe('a restart of pnpm start', () => {
  it('releases nothing on a store with every app live, however the checkout differs, unless asked', () => {
    const statuses = checkoutStatuses(live, { ...sameAsLive, 'remote-public': 'public0001' });
    expect(appsToRelease(statuses, false)).toEqual([]);
    expect(appsToRelease(statuses, true)).toEqual(['remote-public']);
    expect(appsToRelease(checkoutStatuses(live, sameAsLive), true)).toEqual([]);
  });

  it('releases every app on an empty store, and an app with nothing live on any store', () => {
    expect(appsToRelease(checkoutStatuses({}, sameAsLive), false)).toEqual([
      'shell',
      'remote-public',
      'remote-admin',
      'remote-media',
    ]);
    const { 'remote-admin': _, ...withoutAdmin } = live;
    expect(appsToRelease(checkoutStatuses(withoutAdmin, sameAsLive), false)).toEqual(['remote-admin']);
  });

  it('never releases an app the checkout has no build of, and names the ones nothing can serve', () => {
    const { 'remote-media': _, ...noMediaBuild } = sameAsLive;
    expect(appsToRelease(checkoutStatuses(live, noMediaBuild), true)).toEqual([]);
    expect(appsMissing(checkoutStatuses(live, noMediaBuild))).toEqual([]);
    expect(appsMissing(checkoutStatuses({}, noMediaBuild))).toEqual(['remote-media']);
  });

  it('says per app which version is live, whether the checkout differs and the command that releases it', () => {
    const statuses = checkoutStatuses(
      { ...live, 'remote-admin': undefined },
      { shell: 'shell00001', 'remote-public': 'public0003', 'remote-admin': 'admin00002' },
    );
    expect(describeStatuses(statuses, ['remote-admin'])).toEqual([
      "  shell          shell00001 live; the checkout's build is the same",
      "  remote-public  public0002 live; the checkout's build differs (public0003): pnpm start --release-checkout (or pnpm release remote-public) makes it live through the gate",
      "  remote-admin   nothing live; the checkout's build admin00002 goes live through the gate",
      '  remote-media   media00001 live; the checkout has no build of it',
    ]);
    expect(describeStatuses(statuses, ['remote-public', 'remote-admin'])[1]).toBe(
      "  remote-public  public0002 live; the checkout's build differs (public0003) and goes live through the gate",
    );
  });
});
