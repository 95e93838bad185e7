import { weekDayCount } from '@sportif/contract/content';
import { useFieldArray } from 'react-hook-form';
import screen from '../../../components/screen.module.css';
import { adminTexts } from '../../../texts';
import styles from './content.module.css';
import { CheckboxField, ListError, TextField } from './fields';
import type { PartFormApi } from './part-form';

const texts = adminTexts.content.timetable;
const newClass = { start: '', end: '', className: '', instructor: '', reserved: false, studio: '' };

/** A club's week: each day's classes, in the order the page lists them. */
export function TimetableFields({ form }: { form: PartFormApi }) {
  return (
    <>
      {/* Once for the whole week, not beside every row's studio, where it pushed the field up. */}
      <p className={styles.hint}>{texts.studioHint}</p>
      <ListError form={form} name="days" />
      {Array.from({ length: weekDayCount }, (_, day) => (
        <DayClasses key={texts.days[day]} form={form} day={day} />
      ))}
    </>
  );
}

function DayClasses({ form, day }: { form: PartFormApi; day: number }) {
  const name = `days.${day}`;
  const { fields, append, remove } = useFieldArray({ control: form.control, name });
  const dayName = texts.days[day] ?? '';
  return (
    <fieldset className={styles.group}>
      <legend>{dayName}</legend>
      <ListError form={form} name={name} />
      {fields.length === 0 && <p className={styles.hint}>{texts.noClasses}</p>}
      {fields.map((field, index) => (
        <div key={field.id} className={styles.row} data-testid={`${dayName}-${index + 1}`}>
          <TextField
            form={form}
            name={`${name}.${index}.start`}
            label={texts.start}
            className={styles.time}
          />
          <TextField form={form} name={`${name}.${index}.end`} label={texts.end} className={styles.time} />
          <TextField form={form} name={`${name}.${index}.className`} label={texts.className} />
          <TextField form={form} name={`${name}.${index}.instructor`} label={texts.instructor} />
          <TextField form={form} name={`${name}.${index}.studio`} label={texts.studio} />
          <CheckboxField form={form} name={`${name}.${index}.reserved`} label={texts.reserved} />
          <RemoveButton what={`${dayName} ${index + 1}`} onRemove={() => remove(index)} />
        </div>
      ))}
      <button type="button" className={screen.button} onClick={() => append({ ...newClass })}>
        {texts.addClass}
      </button>
    </fieldset>
  );
}

/** The /schedule page's rows, the same every day. */
export function ScheduleFields({ form }: { form: PartFormApi }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'rows' });
  return (
    <fieldset className={styles.group}>
      <legend>{adminTexts.content.timetable.scheduleTab}</legend>
      <ListError form={form} name="rows" />
      {fields.map((field, index) => (
        <div key={field.id} className={styles.row}>
          <TextField form={form} name={`rows.${index}.start`} label={texts.start} className={styles.time} />
          <TextField form={form} name={`rows.${index}.end`} label={texts.end} className={styles.time} />
          <TextField form={form} name={`rows.${index}.className`} label={texts.className} />
          <TextField form={form} name={`rows.${index}.instructor`} label={texts.instructor} />
          <RemoveButton what={String(index + 1)} onRemove={() => remove(index)} />
        </div>
      ))}
      <button
        type="button"
        className={screen.button}
        onClick={() => append({ start: '', end: '', className: '', instructor: '' })}
      >
        {texts.addClass}
      </button>
    </fieldset>
  );
}

/** The group classes list: each class and what it is. */
export function GroupClassFields({ form }: { form: PartFormApi }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'classes' });
  return (
    <fieldset className={styles.group}>
      <legend>{adminTexts.content.timetable.groupClassesTab}</legend>
      <ListError form={form} name="classes" />
      {fields.map((field, index) => (
        <div key={field.id} className={styles.row}>
          <TextField form={form} name={`classes.${index}.name`} label={texts.groupClassName} />
          <TextField
            form={form}
            name={`classes.${index}.description`}
            label={texts.groupClassDescription}
            className={styles.wide}
          />
          <RemoveButton what={String(index + 1)} onRemove={() => remove(index)} />
        </div>
      ))}
      <button type="button" className={screen.button} onClick={() => append({ name: '', description: '' })}>
        {texts.addGroupClass}
      </button>
    </fieldset>
  );
}

/** Takes a row out of its list (the form keeps the rest as typed). */
export function RemoveButton({ what, onRemove }: { what: string; onRemove: () => void }) {
  return (
    <button
      type="button"
      className={screen.button}
      aria-label={adminTexts.content.removeRow(what)}
      onClick={onRemove}
    >
      {adminTexts.content.remove}
    </button>
  );
}
