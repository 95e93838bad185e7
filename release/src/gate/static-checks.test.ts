import type { FederationContract } from '@sportif/contract/federation-contract';
import { describe, expect, it } from 'vitest';
import {
  type AppBuild,
  describeRefusal,
  refusalReason,
  staticChecks,
  staticChecksTogether,
} from './static-checks.ts';

const contract = (overrides: Partial<FederationContract>): FederationContract => ({
  name: 'remote_media',
  role: 'remote',
  federationRuntime: '2.9.2',
  exposes: ['./VideoPlayer', './Gallery'],
  provides: {},
  requires: { react: '19.3.1', '@sportif/runtime': '^1.0.0' },
  providedRouterNames: [],
  routerImports: [],
  loads: [],
  ...overrides,
});

const shell: AppBuild = {
  app: 'shell',
  version: 'shell00001',
  contract: contract({
    name: 'shell',
    role: 'host',
    exposes: [],
    provides: { react: '19.3.1', '@sportif/runtime': '1.0.0' },
    requires: {},
    providedRouterNames: ['Link', 'Outlet'],
  }),
};
const publicRemote: AppBuild = {
  app: 'remote-public',
  version: 'public0001',
  contract: contract({ name: 'remote_public', exposes: ['./ClubPage'], loads: ['remote_media/Gallery'] }),
  // Two pages preload the same modules, one of which the code loads too: each is named once.
  routes: {
    pages: [
      {
        path: '/umitkoy',
        module: './ClubPage',
        preload: ['remote_media/VideoPlayer', 'remote_media/Gallery'],
      },
      {
        path: '/cukurambar',
        module: './ClubPage',
        preload: ['remote_media/VideoPlayer', 'remote_media/Gallery'],
      },
    ],
  },
};
const media = (overrides: Partial<FederationContract>): AppBuild => ({
  app: 'remote-media',
  version: 'media00002',
  contract: contract(overrides),
});

describe("the gate's static checks", () => {
  it('pass a version that fits the live site', () => {
    expect(staticChecks(media({}), [shell, publicRemote])).toBeUndefined();
  });

  it('a. refuse a version that stops exposing a module a live app loads or preloads', () => {
    expect(staticChecks(media({ exposes: [] }), [shell, publicRemote])).toEqual({
      check: 'contract',
      problems: [
        'remote-public public0001 loads remote_media/Gallery, which this version no longer exposes',
        'remote-public public0001 loads remote_media/VideoPlayer, which this version no longer exposes',
      ],
      todo: expect.stringContaining('Keep exposing every module the live apps load'),
    });
  });

  it('b. refuse a singleton range the live shell does not satisfy, or another federation runtime', () => {
    const refusal = staticChecks(media({ requires: { react: '^20.0.0' }, federationRuntime: '2.10.0' }), [
      shell,
    ]);
    expect(refusal?.check).toBe('shared');
    expect(refusal?.problems).toEqual([
      'remote-media media00002 requires react ^20.0.0; shell shell00001 provides 19.3.1',
      'remote-media media00002 was built with federation runtime 2.10.0; shell shell00001 runs 2.9.2',
    ]);
  });

  it('c. refuse a router name the live shell does not provide', () => {
    const refusal = staticChecks(media({ routerImports: ['Outlet', 'useBlocker'] }), [shell]);
    expect(refusal?.check).toBe('provided exports');
    expect(refusal?.problems).toEqual([
      'remote-media media00002 imports useBlocker from react-router; shell shell00001 does not provide it (it would be undefined at run time)',
    ]);
  });

  it("tokens. refuse a remote that uses a design token the live shell's page does not define", () => {
    const tokenShell: AppBuild = {
      ...shell,
      contract: { ...shell.contract, tokensDefined: ['--gray-700', '--red-600'] },
    };
    expect(staticChecks(media({ tokensUsed: ['--red-600'] }), [tokenShell])).toBeUndefined();
    expect(
      staticChecks(media({ tokensUsed: ['--gray-700', '--red-650', '--space-4'] }), [tokenShell]),
    ).toEqual({
      check: 'tokens',
      problems: ['remote-media media00002 uses --red-650, --space-4, which shell shell00001 does not define'],
      todo: expect.stringContaining(
        'Release a shell built with the @sportif/ui that defines these tokens first',
      ),
    });
    // A shell built before the tokens defines none: a remote that uses them waits for a newer shell.
    expect(staticChecks(media({ tokensUsed: ['--red-600'] }), [shell])?.check).toBe('tokens');
    // A remote built before the tokens uses none.
    expect(staticChecks(media({}), [tokenShell])).toBeUndefined();
  });

  it('tokens. refuse a shell that stops defining a token a live remote uses', () => {
    const shellWithout: AppBuild = {
      ...shell,
      contract: { ...shell.contract, tokensDefined: ['--gray-700'] },
    };
    expect(
      staticChecks(shellWithout, [media({ tokensUsed: ['--gray-700', '--red-600'] })])?.problems,
    ).toEqual(['remote-media media00002 uses --red-600, which shell shell00001 does not define']);
  });

  it('check a shell release against the live remotes', () => {
    const narrowerShell: AppBuild = {
      ...shell,
      contract: { ...shell.contract, providedRouterNames: ['Link'] },
    };
    const remote = media({ routerImports: ['Outlet'] });
    expect(staticChecks(narrowerShell, [remote])?.problems).toEqual([
      'remote-media media00002 imports Outlet from react-router; shell shell00001 does not provide it (it would be undefined at run time)',
    ]);
  });

  it('say in the refusal which check, what is wrong, what to do, the gated command after, and how to force it', () => {
    const refusal = staticChecks(media({ routerImports: ['useBlocker'] }), [shell]);
    expect(
      refusal &&
        describeRefusal([{ app: 'remote-media', version: 'media00002' }], refusal, {
          againCommand: 'pnpm release remote-media',
        }),
    ).toMatch(
      /^Release of remote-media media00002 refused by the gate's provided exports check; the live version stays live\.\n {2}- .*useBlocker.*\nWhat to do: .*\nThen release through the gate again: pnpm release remote-media\nTo put it live anyway: pnpm release remote-media --force \(skips every check\)\.$/,
    );
  });

  it('say of a first release of several apps that nothing goes live, and how to force each', () => {
    const refusal = {
      check: 'smoke' as const,
      problems: ['/: page error: x', '/about: page error: y'],
      todo: 'Fix it.',
    };
    const message = describeRefusal(
      [
        { app: 'shell', version: 'shell00001' },
        { app: 'remote-media', version: 'media00002' },
      ],
      refusal,
      { againCommand: 'pnpm start', firstRelease: true },
    );
    expect(message.split('\n')[0]).toBe(
      "Release of shell shell00001, remote-media media00002 refused by the gate's smoke check; nothing goes live.",
    );
    expect(message).toContain('Then release through the gate again: pnpm start\n');
    expect(message).toContain(
      'To put it live anyway: pnpm release shell --force, then pnpm release remote-media --force (skips every check).',
    );
    expect(refusalReason(refusal)).toBe('smoke check: /: page error: x (and 1 more)');
  });

  it('check apps released together against each other and the live builds of the others', () => {
    const withoutGallery = media({ exposes: ['./VideoPlayer'] });
    expect(staticChecksTogether([shell, withoutGallery], [publicRemote])?.problems).toEqual([
      'remote-public public0001 loads remote_media/Gallery, which this version no longer exposes',
    ]);
    // The live version of an app released is not checked: its candidate is.
    const oldMedia = media({ exposes: [] });
    expect(staticChecksTogether([shell, publicRemote, media({})], [oldMedia])).toBeUndefined();
    expect(staticChecksTogether([publicRemote, withoutGallery], [])?.problems).toEqual([
      'remote-public public0001 loads remote_media/Gallery, which remote-media media00002 does not expose',
    ]);
  });
});
