import {
  branchPart,
  type ClubIdentifier,
  type ContentPart,
  clubIds,
  type PolicyTopicName,
  policyPart,
  policyTopics,
  timetablePart,
} from '@sportif/contract/content';
import type { ReactNode } from 'react';
import { adminTexts } from '../../../texts';
import { BannerFields, BranchFields, MembershipFields, PolicyFields } from './club-fields';
import type { PartFormApi } from './part-form';
import { GroupClassFields, ScheduleFields, TimetableFields } from './timetable-fields';

const texts = adminTexts.content;

/** The five editors of the side menu (issue 37): what each edits. */
export type EditorName = 'timetable' | 'membership' | 'banner' | 'branches' | 'texts';

/** One tab of an editor: a part, its tab's label, and its fields. */
export interface EditorTab {
  part: ContentPart;
  label: string;
  fields: (form: PartFormApi) => ReactNode;
}

const clubLabel = (club: ClubIdentifier) => texts.clubs[club];

/** Each editor's title and tabs, one part a tab. */
export const editors: Record<EditorName, { title: string; tabs: EditorTab[] }> = {
  timetable: {
    title: texts.timetable.title,
    tabs: [
      ...clubIds.map((club) => ({
        part: timetablePart(club),
        label: texts.timetable.clubTab(clubLabel(club)),
        fields: (form: PartFormApi) => <TimetableFields form={form} />,
      })),
      {
        part: 'schedule',
        label: texts.timetable.scheduleTab,
        fields: (form) => <ScheduleFields form={form} />,
      },
      {
        part: 'groupClasses',
        label: texts.timetable.groupClassesTab,
        fields: (form) => <GroupClassFields form={form} />,
      },
    ],
  },
  membership: {
    title: texts.membership.title,
    tabs: [
      {
        part: 'membership',
        label: texts.membership.title,
        fields: (form) => <MembershipFields form={form} />,
      },
    ],
  },
  banner: {
    title: texts.banner.title,
    tabs: [{ part: 'banner', label: texts.banner.title, fields: (form) => <BannerFields form={form} /> }],
  },
  branches: {
    title: texts.branches.title,
    tabs: clubIds.map((club) => ({
      part: branchPart(club),
      label: clubLabel(club),
      fields: (form: PartFormApi) => <BranchFields form={form} />,
    })),
  },
  texts: {
    title: texts.texts.title,
    tabs: policyTopics.map((topic: PolicyTopicName) => ({
      part: policyPart(topic),
      label: texts.texts.topics[topic],
      fields: (form: PartFormApi) => <PolicyFields form={form} />,
    })),
  },
};
