import { getInstance } from '@module-federation/enhanced/runtime';
import { fetchRuntimeConfig, startFederationHost, ToastHost } from '@sportif/runtime';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
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

// Standalone (dev on :3001), this remote is its own host: remote-media comes from the dev config.
const host = getInstance();
if (host) startFederationHost(host, () => fetchRuntimeConfig()).catch(console.error);

/** remote-public on its own page, for working on it without the shell. */
export function StandaloneApp() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<PublicLayout />}>
          <Route index element={<HomePage />} />
          <Route path="about" element={<AboutPage />} />
          <Route path="contact" element={<ContactPage />} />
          <Route path="schedule" element={<SchedulePage />} />
          <Route path="club" element={<ClubListPage />} />
          <Route path="club/umitkoy" element={<ClubPage clubId="umitkoy" />} />
          <Route path="umitkoy" element={<ClubPage clubId="umitkoy" />} />
          <Route path="club/cukurambar" element={<ClubPage clubId="cukurambar" />} />
          <Route path="cukurambar" element={<ClubPage clubId="cukurambar" />} />
          <Route path="uyelik" element={<MembershipPage />} />
          <Route path="grup-dersleri" element={<GroupClassesPage />} />
          <Route path="gizlilik" element={<PolicyPage topic="gizlilik" />} />
          <Route path="guvenlik" element={<PolicyPage topic="guvenlik" />} />
          <Route path="kvkk" element={<PolicyPage topic="kvkk" />} />
          <Route path="iade" element={<PolicyPage topic="iade" />} />
        </Route>
      </Routes>
      <ToastHost />
    </BrowserRouter>
  );
}
