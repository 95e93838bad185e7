import { type AuditEntry, isStaffRole, messageStateLabels, staffRoleLabels } from '@sportif/contract';
import {
  branchPart,
  type ContentPart,
  clubIds,
  isContentPart,
  policyPart,
  policyTopics,
  timetablePart,
} from '@sportif/contract/content';
import { adminTexts } from '../../../texts';

const texts = adminTexts.audit;
const content = adminTexts.content;

/** A recorded change as a staff member reads it: what was done, and to what. */
export interface ChangeDescription {
  action: string;
  details: string;
}

/** Each part of the site's content as its editor names it: `timetable.umitkoy` → "Ümitköy Ders Programı". */
const partNames: Record<ContentPart, string> = Object.fromEntries([
  ...clubIds.map((club) => [timetablePart(club), content.timetable.clubTab(content.clubs[club])]),
  ...clubIds.map((club) => [branchPart(club), `${content.branches.title}: ${content.clubs[club]}`]),
  ...policyTopics.map((topic) => [policyPart(topic), content.texts.topics[topic]]),
  ['schedule', content.timetable.scheduleTab],
  ['groupClasses', content.timetable.groupClassesTab],
  ['membership', content.membership.title],
  ['banner', content.banner.title],
]);

/** A part as its editor names it; one this screen does not know, as recorded. */
export const contentPartName = (part: unknown): string =>
  isContentPart(part) ? partNames[part] : String(part);

const roleName = (role: unknown) => (isStaffRole(role) ? staffRoleLabels[role] : String(role));
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
