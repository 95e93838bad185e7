import * as v from 'valibot';
import { contactLimits, contactMessages, emailAddress } from '../schemas/contact-schema';
import { isPhoneNumber } from '../schemas/phone-number';
import {
  endsAfterStartMessage,
  minutesOf,
  optionalPlainText,
  plainText,
  requiredMessage,
  timeOfDay,
  tooLongMessage,
} from './content-text';
import { markdownProblem } from './markdown-links';
import { overlappingClasses } from './timetable-overlaps';

/**
 * What staff edit in the back-office, part by part (docs/requirements.md §3, "Site content"): each
 * part is saved, versioned and refused on its own (two people editing one part), and the parts
 * together are what a publication makes live. The forms and the API check each part with the
 * schema here.
 */

export const clubIds = ['umitkoy', 'cukurambar'] as const;
export type ClubIdentifier = (typeof clubIds)[number];

export const policyTopics = ['gizlilik', 'guvenlik', 'kvkk', 'iade'] as const;
export type PolicyTopicName = (typeof policyTopics)[number];

/** The seven days of a club's timetable, Monday first (index 0). */
export const weekDayCount = 7;

export const contentLimits = {
  className: 60,
  instructor: 60,
  studio: 40,
  classesPerDay: 15,
  street: 120,
  district: 60,
  city: 60,
  mapQuery: 200,
  planName: 80,
  planScope: 80,
  featureLine: 120,
  featuresPerPlan: 8,
  maxPriceTry: 10_000_000,
  slideLabel: 40,
  slideHeading: 120,
  slideButton: 30,
  slideTarget: 100,
  groupClassName: 60,
  groupClassDescription: 300,
  groupClasses: 20,
  scheduleRows: 12,
  policyMarkdown: 20_000,
} as const;

const classTimes = { start: 'Başlangıç saati', end: 'Bitiş saati' };

/**
 * An object with a time range (`start`, `end`: HH:MM) that must end after it starts, and the
 * other fields of `entries`; the message goes beside its end.
 */
function timeRange<TEntries extends v.ObjectEntries>(
  entries: TEntries,
  labels = classTimes,
  endsAfterStart = endsAfterStartMessage,
) {
  const schema = v.object({ ...entries, start: timeOfDay(labels.start), end: timeOfDay(labels.end) });
  return v.pipe(
    schema,
    v.rawCheck<v.InferOutput<typeof schema>>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const range = dataset.value as { start: string; end: string };
      if (minutesOf(range.end) > minutesOf(range.start)) return;
      addIssue({
        message: endsAfterStart,
        path: [{ type: 'object', origin: 'value', input: range, key: 'end', value: range.end }],
      });
    }),
  );
}

// --- Ders Programı: a club's weekly group classes ---

export const timetableEntrySchema = timeRange({
  className: plainText('Ders adı', contentLimits.className),
  instructor: plainText('Eğitmen', contentLimits.instructor),
  /** "(R)" after the class: it is to be reserved (docs/decisions/0015-reservation-marker-legend.md). */
  reserved: v.boolean(),
  /** Where it takes place; empty for the branch's group-class studio. Not shown to visitors. */
  studio: optionalPlainText('Stüdyo', contentLimits.studio),
});
export type TimetableEntry = v.InferOutput<typeof timetableEntrySchema>;

const overlapMessage = (other: TimetableEntry) =>
  `Bu ders aynı gün aynı stüdyodaki ${other.className} dersiyle (${other.start}-${other.end}) çakışıyor.`;

export const timetableSchema = v.pipe(
  v.object({
    days: v.pipe(
      v.array(
        v.pipe(
          v.array(timetableEntrySchema),
          v.maxLength(
            contentLimits.classesPerDay,
            `Bir güne en fazla ${contentLimits.classesPerDay} ders eklenebilir.`,
          ),
        ),
      ),
      v.length(weekDayCount, 'Ders programı haftanın yedi gününü içermelidir.'),
    ),
  }),
  // Each class that overlaps an earlier one of its day in its studio gets the message beside its start.
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const { days } = dataset.value;
    days.forEach((entries, day) => {
      for (const { index, other } of overlappingClasses(entries)) {
        const entry = entries[index] as TimetableEntry;
        addIssue({
          message: overlapMessage(other),
          path: [
            { type: 'object', origin: 'value', input: dataset.value, key: 'days', value: days },
            { type: 'array', origin: 'value', input: days, key: day, value: entries },
            { type: 'array', origin: 'value', input: entries, key: index, value: entry },
            { type: 'object', origin: 'value', input: entry, key: 'start', value: entry.start },
          ],
        });
      }
    });
  }),
);
export type Timetable = v.InferOutput<typeof timetableSchema>;

/** The /schedule page's rows, the same every day Monday to Saturday. */
export const scheduleSchema = v.object({
  rows: v.pipe(
    v.array(
      timeRange({
        className: plainText('Ders adı', contentLimits.className),
        instructor: plainText('Eğitmen', contentLimits.instructor),
      }),
    ),
    v.minLength(1, 'Haftalık programda en az bir ders olmalıdır.'),
    v.maxLength(
      contentLimits.scheduleRows,
      `Haftalık programa en fazla ${contentLimits.scheduleRows} ders eklenebilir.`,
    ),
  ),
});
export type Schedule = v.InferOutput<typeof scheduleSchema>;

/** The group classes list (/grup-dersleri and the home page): each class once. */
export const groupClassesSchema = v.pipe(
  v.object({
    classes: v.pipe(
      v.array(
        v.object({
          name: plainText('Ders adı', contentLimits.groupClassName),
          description: plainText('Açıklama', contentLimits.groupClassDescription),
        }),
      ),
      v.minLength(1, 'En az bir grup dersi olmalıdır.'),
      v.maxLength(
        contentLimits.groupClasses,
        `En fazla ${contentLimits.groupClasses} grup dersi eklenebilir.`,
      ),
    ),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const { classes } = dataset.value;
    classes.forEach((groupClass, index) => {
      const name = groupClass.name.toLocaleLowerCase('tr-TR');
      if (!classes.slice(0, index).some((earlier) => earlier.name.toLocaleLowerCase('tr-TR') === name))
        return;
      addIssue({
        message: 'Bu ders listede zaten var.',
        path: [
          { type: 'object', origin: 'value', input: dataset.value, key: 'classes', value: classes },
          { type: 'array', origin: 'value', input: classes, key: index, value: groupClass },
          { type: 'object', origin: 'value', input: groupClass, key: 'name', value: groupClass.name },
        ],
      });
    });
  }),
);
export type GroupClasses = v.InferOutput<typeof groupClassesSchema>;

// --- Üyelik Fiyatları ---

const priceMessage = `Fiyat 0'dan büyük, en fazla ${contentLimits.maxPriceTry.toLocaleString('tr-TR')} TL bir tutar olmalıdır (en fazla iki kuruş hanesi).`;

/** A yearly price in Turkish lira: positive, in whole kuruş. */
export const priceTry = v.pipe(
  v.number(priceMessage),
  v.check(
    (amount) => Number.isFinite(amount) && amount > 0 && amount <= contentLimits.maxPriceTry,
    priceMessage,
  ),
  v.check((amount) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6, priceMessage),
);

export const membershipSchema = v.object({
  plans: v.pipe(
    v.array(
      v.object({
        /** Fixed: the plan's place on the page; what staff edit is the rest. */
        id: v.picklist(['tek-kulup', 'tum-kulupler'], 'Üyelik planı bilinmiyor.'),
        name: plainText('Üyelik adı', contentLimits.planName),
        scope: plainText('Kapsam', contentLimits.planScope),
        priceTry,
        features: v.pipe(
          v.array(plainText('Özellik', contentLimits.featureLine)),
          v.minLength(1, 'En az bir özellik satırı olmalıdır.'),
          v.maxLength(
            contentLimits.featuresPerPlan,
            `En fazla ${contentLimits.featuresPerPlan} özellik satırı olabilir.`,
          ),
        ),
      }),
    ),
    v.length(2, 'İki üyelik planı olmalıdır.'),
  ),
});
export type Membership = v.InferOutput<typeof membershipSchema>;

// --- Banner ---

/** A page of this site: `/contact`, `/uyelik#…`; never another site or a script. */
export const sitePathPattern = /^\/(?!\/)[a-z0-9\-/]*(#[a-z0-9-]+)?$/;

export const bannerSchema = v.object({
  slides: v.pipe(
    v.array(
      v.object({
        label: plainText('Etiket', contentLimits.slideLabel),
        heading: plainText('Başlık', contentLimits.slideHeading),
        buttonText: plainText('Buton yazısı', contentLimits.slideButton),
        buttonTarget: v.pipe(
          plainText('Buton hedefi', contentLimits.slideTarget),
          v.regex(sitePathPattern, 'Buton hedefi sitenin bir sayfası olmalıdır (ör. /contact).'),
        ),
      }),
    ),
    v.length(3, 'Banner üç slayttan oluşur.'),
  ),
});
export type Banner = v.InferOutput<typeof bannerSchema>;

// --- Şube Bilgileri ---

/** When a branch opens (`start`) and closes (`end`) on some days. */
const openingHours = timeRange(
  {},
  { start: 'Açılış saati', end: 'Kapanış saati' },
  'Kapanış saati açılış saatinden sonra olmalıdır.',
);

export const branchInfoSchema = v.object({
  /** As shown; its `tel:` form is derived (telHref). The contact form's phone rule. */
  phone: v.pipe(
    plainText('Telefon', contactLimits.phone),
    v.check(isPhoneNumber, contactMessages.phoneInvalid),
  ),
  email: emailAddress,
  street: plainText('Adres', contentLimits.street),
  postalCode: v.pipe(
    v.string(requiredMessage('Posta kodu')),
    v.trim(),
    v.regex(/^\d{5}$/, 'Posta kodu 5 rakam olmalıdır.'),
  ),
  district: plainText('İlçe', contentLimits.district),
  city: plainText('İl', contentLimits.city),
  /** What the maps service is asked for: the address, or a name it finds better. */
  mapQuery: plainText('Harita araması', contentLimits.mapQuery),
  /** The usage hours, weekdays and weekend (docs/decisions/0110-content-in-the-database.md). */
  hours: v.object({ weekdays: openingHours, weekend: openingHours }),
});
export type BranchInfo = v.InferOutput<typeof branchInfoSchema>;

// --- Sayfa Metinleri ---

export const policyTextSchema = v.object({
  markdown: v.pipe(
    v.string(requiredMessage('Metin')),
    v.trim(),
    v.nonEmpty(requiredMessage('Metin')),
    v.maxLength(contentLimits.policyMarkdown, tooLongMessage('Metin', contentLimits.policyMarkdown)),
    v.rawCheck(({ dataset, addIssue }) => {
      const problem = dataset.typed ? markdownProblem(dataset.value) : undefined;
      if (problem) addIssue({ message: problem });
    }),
  ),
});
export type PolicyText = v.InferOutput<typeof policyTextSchema>;

// --- The parts together ---

export const contentPartSchemas = {
  'timetable.umitkoy': timetableSchema,
  'timetable.cukurambar': timetableSchema,
  schedule: scheduleSchema,
  groupClasses: groupClassesSchema,
  membership: membershipSchema,
  banner: bannerSchema,
  'branch.umitkoy': branchInfoSchema,
  'branch.cukurambar': branchInfoSchema,
  'policy.gizlilik': policyTextSchema,
  'policy.guvenlik': policyTextSchema,
  'policy.kvkk': policyTextSchema,
  'policy.iade': policyTextSchema,
} as const;

export type ContentPart = keyof typeof contentPartSchemas;
export const contentParts = Object.keys(contentPartSchemas) as ContentPart[];

/** Every part of the site's content, as staff edit it. */
export type SiteContent = { [TPart in ContentPart]: v.InferOutput<(typeof contentPartSchemas)[TPart]> };

export const timetablePart = (club: ClubIdentifier) => `timetable.${club}` as const;
export const branchPart = (club: ClubIdentifier) => `branch.${club}` as const;
export const policyPart = (topic: PolicyTopicName) => `policy.${topic}` as const;

export const isContentPart = (name: unknown): name is ContentPart =>
  typeof name === 'string' && Object.hasOwn(contentPartSchemas, name);
