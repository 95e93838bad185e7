import { createModuleFederationConfig } from '@module-federation/enhanced/rspack';
import { sharedSingletons } from '@sportif/tooling/federation-shared';

/** The Turkish club pages and their layout; the shell's route table renders them. */
export default createModuleFederationConfig({
  name: 'remote_public',
  filename: 'remoteEntry.js',
  exposes: {
    './PublicLayout': './src/features/layout/components/public-layout.tsx',
    './HomePage': './src/features/home/components/home-page.tsx',
    './AboutPage': './src/features/about/components/about-page.tsx',
    './ContactPage': './src/features/contact/components/contact-page.tsx',
    './SchedulePage': './src/features/schedule/components/schedule-page.tsx',
    './ClubListPage': './src/features/clubs/components/club-list-page.tsx',
    './ClubPage': './src/features/clubs/components/club-page.tsx',
    './MembershipPage': './src/features/membership/components/membership-page.tsx',
    './GroupClassesPage': './src/features/group-classes/components/group-classes-page.tsx',
    './PolicyPage': './src/features/policies/components/policy-page.tsx',
  },
  shared: sharedSingletons(import.meta.dirname, 'remote'),
  shareStrategy: 'loaded-first',
});
