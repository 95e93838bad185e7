const adminHome = '/admin';

/**
 * Where sign-in leads (docs/decisions/0002-sign-in-leads-back.md): back to the admin page that
 * sent the visitor to /login (the guard puts it in the navigation state as `from`), else the admin
 * home. Only admin paths of this site are followed, so a crafted state cannot send anyone elsewhere.
 */
export function redirectTarget(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('from' in state)) return adminHome;
  const { from } = state;
  if (typeof from !== 'string') return adminHome;
  return /^\/admin(?:[/?#]|$)/.test(from) ? from : adminHome;
}
