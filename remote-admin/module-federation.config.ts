import { createModuleFederationConfig } from '@module-federation/enhanced/rspack';
import { sharedSingletons } from '@sportif/tooling/federation-shared';

/** Sign-in and the back-office; fetched only when staff go to /login or /admin. */
export default createModuleFederationConfig({
  name: 'remote_admin',
  filename: 'remoteEntry.js',
  exposes: {
    './Login': './src/features/login/components/login.tsx',
    './AdminLayout': './src/features/layout/components/admin-layout.tsx',
    './AdminHome': './src/features/home/components/admin-home.tsx',
    './Examples': './src/features/examples/components/examples.tsx',
    './Messages': './src/features/messages/components/messages.tsx',
    './Users': './src/features/staff/components/users.tsx',
    './AuditLog': './src/features/audit/components/audit-log.tsx',
    './ChangePassword': './src/features/staff/components/change-password.tsx',
    './ContentEditor': './src/features/content/components/content-screen.tsx',
  },
  shared: sharedSingletons(import.meta.dirname, 'remote'),
  shareStrategy: 'loaded-first',
});
