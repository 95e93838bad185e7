import { StandaloneRoutes } from '@sportif/runtime/standalone';
import AboutPage from './features/about/components/about-page';
import ClubListPage from './features/clubs/components/club-list-page';
import ClubPage from './features/clubs/components/club-page';
import ContactPage from './features/contact/components/contact-page';
import GroupClassesPage from './features/group-classes/components/group-classes-page';
import HomePage from './features/home/components/home-page';
import PublicLayout from './features/layout/components/public-layout';
import MembershipPage from './features/membership/components/membership-page';
import PolicyPage from './features/policies/components/policy-page';
import SchedulePage from './features/schedule/components/schedule-page';
import { routes } from './routes';

/** What module-federation.config.ts exposes, as components, by exposed key. */
const exposedComponents = {
  './PublicLayout': PublicLayout,
  './HomePage': HomePage,
  './AboutPage': AboutPage,
  './ContactPage': ContactPage,
  './SchedulePage': SchedulePage,
  './ClubListPage': ClubListPage,
  './ClubPage': ClubPage,
  './MembershipPage': MembershipPage,
  './GroupClassesPage': GroupClassesPage,
  './PolicyPage': PolicyPage,
};

/** remote-public on its own page (dev on :3001): its pages as src/routes.ts declares them. */
export function StandaloneApp() {
  return <StandaloneRoutes routes={routes} modules={exposedComponents} />;
}
