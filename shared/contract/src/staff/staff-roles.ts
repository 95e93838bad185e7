/**
 * The two staff roles (issue 37): a Yönetici manages the staff accounts and everything else; an
 * Editör edits and publishes content and handles the contact messages. A Yönetici may do all an
 * Editör may.
 */
export const staffRoles = ['yonetici', 'editor'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** How each role is named on screen. */
export const staffRoleLabels: Record<StaffRole, string> = { yonetici: 'Yönetici', editor: 'Editör' };

export const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === 'string' && (staffRoles as readonly string[]).includes(value);

/** Whether `role` may do what `required` may: a Yönetici anything, an Editör what an Editör may. */
export const roleIncludes = (role: StaffRole, required: StaffRole): boolean =>
  role === 'yonetici' || required === 'editor';
