import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireAuth } from '../auth-guard/require-auth';
import {
  AboutPage,
  AdminHome,
  AdminLayout,
  ClubListPage,
  ClubPage,
  ContactPage,
  Examples,
  GroupClassesPage,
  HomePage,
  Login,
  MembershipPage,
  PolicyPage,
  PublicLayout,
  SchedulePage,
} from './remote-modules';

/** The whole route table of spec §2; design.md §2 puts the admin under /admin. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="login" element={<Login />} />
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
      <Route
        path="admin"
        element={
          <RequireAuth>
            <AdminLayout />
          </RequireAuth>
        }
      >
        <Route index element={<AdminHome />} />
        <Route path="examples" element={<Examples />} />
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
