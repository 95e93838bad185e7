import { federated } from '@sportif/shared';

const layoutArea = { minHeight: '100vh' };
const pageArea = { minHeight: '70vh' };

/** Every module the shell's routes render, each loaded from the remote that owns it. */
export const PublicLayout = federated('remote_public/PublicLayout', layoutArea);
export const HomePage = federated('remote_public/HomePage', pageArea);
export const AboutPage = federated('remote_public/AboutPage', pageArea);
export const ContactPage = federated('remote_public/ContactPage', pageArea);
export const SchedulePage = federated('remote_public/SchedulePage', pageArea);
export const ClubListPage = federated('remote_public/ClubListPage', pageArea);
export const ClubPage = federated('remote_public/ClubPage', pageArea);
export const MembershipPage = federated('remote_public/MembershipPage', pageArea);
export const GroupClassesPage = federated('remote_public/GroupClassesPage', pageArea);
export const PolicyPage = federated('remote_public/PolicyPage', pageArea);

export const Login = federated('remote_admin/Login', layoutArea);
export const AdminLayout = federated('remote_admin/AdminLayout', layoutArea);
export const AdminHome = federated('remote_admin/AdminHome', pageArea);
export const Examples = federated('remote_admin/Examples', pageArea);
