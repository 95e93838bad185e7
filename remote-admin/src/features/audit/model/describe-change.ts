import { type AuditEntry, messageStateLabels, type StaffRole, staffRoleLabels } from '@sportif/contract';
import { adminTexts } from '../../../texts';

const texts = adminTexts.audit;
const content = adminTexts.content;

/** A recorded change as a staff member reads it: what was done, and to what. */
export interface ChangeDescription {
  action: string;
  details: string;
}

const has = <T extends object>(names: T, key: unknown): key is keyof T =>
  typeof key === 'string' && Object.hasOwn(names, key);

/** A part of the site's content as its editor names it: `timetable.umitkoy` → "Ümitköy Ders Programı". */
export function contentPartName(part: unknown): string {
  if (typeof part !== 'string') return String(part);
  const [kind, key] = part.split('.');
  if (kind === 'timetable' && has(content.clubs, key)) return content.timetable.clubTab(content.clubs[key]);
  if (kind === 'branch' && has(content.clubs, key)) return `${content.branches.title}: ${content.clubs[key]}`;
  if (kind === 'policy' && has(content.texts.topics, key)) return content.texts.topics[key];
  const whole: Record<string, string> = {
    schedule: content.timetable.scheduleTab,
    groupClasses: content.timetable.groupClassesTab,
    membership: content.membership.title,
    banner: content.banner.title,
  };
  return whole[part] ?? part;
}

const roleName = (role: unknown) =>
  has(staffRoleLabels, role) ? staffRoleLabels[role as StaffRole] : String(role);
const stateName = (disabled: unknown) => (disabled ? adminTexts.users.disabled : adminTexts.users.active);

/** An account's change (`from` → `to`): what moved, role and state, in Turkish. */
function accountChange(from: unknown, to: unknown): string[] {
  const before = (from ?? {}) as { role?: unknown; disabled?: unknown };
  const after = (to ?? {}) as { role?: unknown; disabled?: unknown };
  return [
    ...(before.role !== after.role
      ? [`${texts.role}: ${roleName(before.role)} → ${roleName(after.role)}`]
      : []),
    ...(before.disabled !== after.disabled
      ? [`${texts.state}: ${stateName(before.disabled)} → ${stateName(after.disabled)}`]
      : []),
  ];
}

/**
 * What a staff member reads in Değişiklik Kaydı for an entry: its action in Turkish and its
 * details as words (the message's number, the account's user name, the part of the content). An
 * action this screen does not know yet shows as recorded.
 */
export function describeChange({ action, details }: AuditEntry): ChangeDescription {
  const number = typeof details.number === 'number' ? `#${details.number}` : '';
  const user = typeof details.userName === 'string' ? details.userName : '';
  switch (action) {
    case 'content.draft-saved':
      return { action: texts.actions.draftSaved, details: contentPartName(details.subject) };
    case 'content.published':
      return { action: texts.actions.published, details: texts.publication(String(details.subject ?? '')) };
    case 'content.restored':
      return { action: texts.actions.restored, details: texts.publication(String(details.subject ?? '')) };
    case 'account.create':
      return { action: texts.actions.accountCreated, details: `${user} (${roleName(details.role)})` };
    case 'account.update':
      return {
        action: texts.actions.accountUpdated,
        details: [user, ...accountChange(details.from, details.to)].join(', '),
      };
    case 'account.reset-password':
      return { action: texts.actions.passwordReset, details: user };
    case 'account.change-password':
      return { action: texts.actions.passwordChanged, details: user };
    case 'account.admin-password-from-setting':
      return { action: texts.actions.passwordFromSetting, details: user };
    case 'message.read':
      return { action: texts.actions.messageRead, details: number };
    case 'message.marks':
      return {
        action: texts.actions.messageMarked,
        details: [
          number,
          details.read ? messageStateLabels.read : messageStateLabels.unread,
          details.handled ? messageStateLabels.handled : texts.notHandled,
        ].join(', '),
      };
    case 'message.delete':
      return { action: texts.actions.messageDeleted, details: number };
    case 'message.export':
      return { action: texts.actions.messagesExported, details: texts.messageCount(Number(details.count)) };
    default:
      return {
        action,
        details: Object.entries(details)
          .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
          .join(', '),
      };
  }
}
