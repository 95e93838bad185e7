import { FormField } from '@sportif/ui';
import { get } from 'react-hook-form';
import styles from './content.module.css';
import type { PartFormApi } from './part-form';

interface FieldProps {
  form: PartFormApi;
  /** The value's path in the part: `days.0.1.start`. */
  name: string;
  label: string;
  hint?: string;
  className?: string;
}

/** The schema's message for `name`, or for the list at `name` as a whole. */
export function errorAt(form: PartFormApi, name: string): string | undefined {
  const error = get(form.formState.errors, name) as
    | { message?: string; root?: { message?: string } }
    | undefined;
  return error?.message ?? error?.root?.message;
}

/** A one-line text (or time, or e-mail) field of a part, with the schema's message beside it. */
export function TextField({
  form,
  name,
  label,
  hint,
  className,
  type = 'text',
}: FieldProps & { type?: 'text' | 'time' | 'email' | 'tel' }) {
  return (
    <FormField look="panel" label={label} hint={hint} error={errorAt(form, name)} className={className}>
      {(control) => <input {...control} type={type} autoComplete="off" {...form.register(name)} />}
    </FormField>
  );
}

/** An amount in TL: a number, or NaN while the box is empty (which the schema refuses). */
export function AmountField({ form, name, label, hint, className }: FieldProps) {
  return (
    <FormField look="panel" label={label} hint={hint} error={errorAt(form, name)} className={className}>
      {(control) => (
        <input
          {...control}
          type="number"
          inputMode="decimal"
          step="0.01"
          {...form.register(name, { valueAsNumber: true })}
        />
      )}
    </FormField>
  );
}

export function TextAreaField({ form, name, label, hint, className }: FieldProps) {
  return (
    <FormField look="panel" label={label} hint={hint} error={errorAt(form, name)} className={className}>
      {(control) => (
        <textarea
          {...control}
          rows={18}
          className={`${control.className} ${styles.markdown}`}
          {...form.register(name)}
        />
      )}
    </FormField>
  );
}

export function CheckboxField({ form, name, label }: FieldProps) {
  return (
    <label className={styles.checkbox}>
      <input type="checkbox" {...form.register(name)} />
      {label}
    </label>
  );
}

/** A message for a list as a whole (too many rows, none at all), where there is one. */
export function ListError({ form, name }: { form: PartFormApi; name: string }) {
  const message = errorAt(form, name);
  return message ? (
    <p className={styles.listError} role="alert">
      {message}
    </p>
  ) : null;
}
