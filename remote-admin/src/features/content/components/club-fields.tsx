import screen from '../../../components/screen.module.css';
import { adminTexts } from '../../../texts';
import styles from './content.module.css';
import { AmountField, ListError, TextAreaField, TextField } from './fields';
import type { PartFormApi } from './part-form';
import { RemoveButton } from './timetable-fields';

const texts = adminTexts.content;

/** A branch's contact details and usage hours. */
export function BranchFields({ form }: { form: PartFormApi }) {
  const t = texts.branches;
  return (
    <>
      <fieldset className={styles.group}>
        <legend>{t.title}</legend>
        <div className={styles.grid}>
          <TextField form={form} name="phone" label={t.phone} hint={t.phoneHint} type="tel" />
          <TextField form={form} name="email" label={t.email} type="email" />
          <TextField form={form} name="street" label={t.street} className={styles.wide} />
          <TextField form={form} name="postalCode" label={t.postalCode} />
          <TextField form={form} name="district" label={t.district} />
          <TextField form={form} name="city" label={t.city} />
          <TextField form={form} name="mapQuery" label={t.mapQuery} className={styles.wide} />
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t.hoursHint}</legend>
        {(['weekdays', 'weekend'] as const).map((days) => (
          <div key={days} className={styles.row}>
            <strong className={styles.rowLabel}>{t[days]}</strong>
            <TextField form={form} name={`hours.${days}.start`} label={t.opens} className={styles.time} />
            <TextField form={form} name={`hours.${days}.end`} label={t.closes} className={styles.time} />
          </div>
        ))}
      </fieldset>
    </>
  );
}

/** The two membership plans: name, scope, yearly price and feature lines. */
export function MembershipFields({ form }: { form: PartFormApi }) {
  const t = texts.membership;
  const plans = (form.getValues('plans') as unknown[]).length;
  return (
    <>
      <ListError form={form} name="plans" />
      {Array.from({ length: plans }, (_, plan) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the plans are fixed; a plan is its place.
        <fieldset key={plan} className={styles.group}>
          <legend>{form.getValues(`plans.${plan}.name`) as string}</legend>
          <div className={styles.grid}>
            <TextField form={form} name={`plans.${plan}.name`} label={t.name} />
            <TextField form={form} name={`plans.${plan}.scope`} label={t.scope} />
            <AmountField form={form} name={`plans.${plan}.priceTry`} label={t.price} />
          </div>
          <FeatureLines form={form} name={`plans.${plan}.features`} />
        </fieldset>
      ))}
    </>
  );
}

/** A plan's feature lines: texts, edited as a list (the form holds them as strings). */
function FeatureLines({ form, name }: { form: PartFormApi; name: string }) {
  const lines = (form.watch(name) as string[] | undefined) ?? [];
  const set = (next: string[]) => form.setValue(name, next, { shouldDirty: true });
  return (
    <div className={styles.lines}>
      <span className={styles.linesLabel}>{texts.membership.features}</span>
      <ListError form={form} name={name} />
      {lines.map((_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a line is its place in the list.
        <div key={index} className={styles.row}>
          <TextField
            form={form}
            name={`${name}.${index}`}
            label={texts.membership.feature(index + 1)}
            className={styles.wide}
          />
          <RemoveButton
            what={texts.membership.feature(index + 1)}
            onRemove={() => set(lines.filter((__, other) => other !== index))}
          />
        </div>
      ))}
      <button type="button" className={screen.button} onClick={() => set([...lines, ''])}>
        {texts.membership.addFeature}
      </button>
    </div>
  );
}

/** The banner's three slides. */
export function BannerFields({ form }: { form: PartFormApi }) {
  const t = texts.banner;
  const slides = (form.getValues('slides') as unknown[]).length;
  return (
    <>
      <ListError form={form} name="slides" />
      {Array.from({ length: slides }, (_, slide) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the banner has three slides; a slide is its place.
        <fieldset key={slide} className={styles.group}>
          <legend>{t.slide(slide + 1)}</legend>
          <div className={styles.grid}>
            <TextField form={form} name={`slides.${slide}.label`} label={t.label} />
            <TextField
              form={form}
              name={`slides.${slide}.heading`}
              label={t.heading}
              className={styles.wide}
            />
            <TextField form={form} name={`slides.${slide}.buttonText`} label={t.buttonText} />
            <TextField
              form={form}
              name={`slides.${slide}.buttonTarget`}
              label={t.buttonTarget}
              hint={t.buttonTargetHint}
            />
          </div>
        </fieldset>
      ))}
    </>
  );
}

/** A policy page's text, in Markdown. */
export function PolicyFields({ form }: { form: PartFormApi }) {
  return (
    <TextAreaField form={form} name="markdown" label={texts.texts.markdown} hint={texts.texts.markdownHint} />
  );
}
