import type { ApiRoute } from './api-routes';
import { roleIncludes, type StaffRole } from './staff/staff-roles';

/** Who may call a route: anyone (`public`), or signed-in staff of at least that role. */
export type ApiAccess = 'public' | StaffRole;

/**
 * Who may call each route, the one place it is written: the API refuses every other caller (401
 * without a valid token, 403 for a role below it), and the back-office offers only what the
 * signed-in role may call. `editor` is every staff member; `yonetici` a Yönetici only. A route
 * missing here fails the type check, and the API refuses to start with it.
 */
export const apiAccess = {
  'Examples/GetAll': 'editor',
  'Examples/Query': 'editor',
  'Examples/Create': 'editor',
  'Examples/Update': 'editor',
  'Examples/DeleteById': 'yonetici',
  'Auth/Login': 'public',
  'Email/SendMail': 'public',
  'Messages/Query': 'editor',
  'Messages/GetById': 'editor',
  'Messages/Retry': 'editor',
  'Messages/SetMarks': 'editor',
  'Messages/DeleteById': 'editor',
  'Messages/Export': 'editor',
  'Auth/ChangePassword': 'editor',
  'Staff/Query': 'yonetici',
  'Staff/Create': 'yonetici',
  'Staff/Update': 'yonetici',
  'Staff/ResetPassword': 'yonetici',
  'Audit/Query': 'yonetici',
  // The site's content: every staff member edits, previews and publishes it (issue 37).
  'Content/Drafts': 'editor',
  'Content/Save': 'editor',
  'Content/Publish': 'editor',
  'Content/History': 'editor',
  'Content/Restore': 'editor',
  'Content/Live': 'public',
} as const satisfies Record<ApiRoute, ApiAccess>;

/** Whether a signed-in staff member of `role` may call `route` (the back-office's check; the API's is its own). */
export const mayCall = (role: StaffRole, route: ApiRoute): boolean => {
  const access: ApiAccess = apiAccess[route];
  return access === 'public' || roleIncludes(role, access);
};
