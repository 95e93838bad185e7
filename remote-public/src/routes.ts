import type { RemoteRoutes } from '@sportif/contract/page-routes';

/** The club pages render remote-media's player and gallery. */
const clubMedia = ['remote_media/VideoPlayer', 'remote_media/Gallery'];

/**
 * Every page of remote-public (docs/requirements.md §2), all in the public layout, which this
 * remote provides. Shipped with the build as routes.json: a new page ships with this remote alone.
 */
export const routes: RemoteRoutes = {
  layouts: { public: './PublicLayout' },
  pages: [
    { path: '/', module: './HomePage', layout: 'public' },
    { path: '/about', module: './AboutPage', layout: 'public' },
    { path: '/contact', module: './ContactPage', layout: 'public' },
    { path: '/schedule', module: './SchedulePage', layout: 'public' },
    { path: '/club', module: './ClubListPage', layout: 'public' },
    {
      path: ['/club/umitkoy', '/umitkoy'],
      module: './ClubPage',
      layout: 'public',
      props: { clubId: 'umitkoy' },
      preload: clubMedia,
    },
    {
      path: ['/club/cukurambar', '/cukurambar'],
      module: './ClubPage',
      layout: 'public',
      props: { clubId: 'cukurambar' },
      preload: clubMedia,
    },
    { path: '/uyelik', module: './MembershipPage', layout: 'public' },
    { path: '/grup-dersleri', module: './GroupClassesPage', layout: 'public' },
    { path: '/gizlilik', module: './PolicyPage', layout: 'public', props: { topic: 'gizlilik' } },
    { path: '/guvenlik', module: './PolicyPage', layout: 'public', props: { topic: 'guvenlik' } },
    { path: '/kvkk', module: './PolicyPage', layout: 'public', props: { topic: 'kvkk' } },
    { path: '/iade', module: './PolicyPage', layout: 'public', props: { topic: 'iade' } },
  ],
};
