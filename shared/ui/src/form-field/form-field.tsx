import { type ReactNode, useId } from 'react';
import { sharedStyles } from '../styles/shared-styles';
import styles from './form-field.module.css';

/** What the control of a field carries: spread it on an input or textarea, or pass it to a Select. */
export interface FormFieldControl {
  id: string;
  /** The look's text box; a Select draws its own box and ignores it. */
  className: string | undefined;
  'aria-invalid': true | undefined;
  /** The hint, and the error while there is one. */
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  label: ReactNode;
  /** The message shown under the control; while there is one the control is marked invalid. */
  error?: string;
  /** A line under the control that says what it takes. */
  hint?: ReactNode;
  /** "site" for the club pages, "panel" for the back-office. */
  look: 'site' | 'panel';
  /**
   * Keeps the error's line, empty, while there is no error, so a message that appears (when a
   * field loses the focus to a click on the submit button, say) moves nothing below it.
   */
  reserveErrorLine?: boolean;
  /** More classes for the field's box: where it sits in its form's grid, say. */
  className?: string;
  /** Renders the control with the ids and states the field wires up. */
  children: (control: FormFieldControl) => ReactNode;
}

const looks = {
  site: {
    field: styles.siteField,
    label: styles.siteLabel,
    input: styles.siteInput,
    error: styles.siteError,
  },
  panel: {
    field: styles.panelField,
    label: styles.panelLabel,
    input: `${styles.panelInput} ${sharedStyles.inputFocusRing}`,
    error: styles.panelError,
  },
};

/**
 * A form's field: its label, the control (given as a render function) and its error text, with
 * the ids, `aria-invalid` and `aria-describedby` wired between them. The one field of every form.
 */
export function FormField({
  label,
  error,
  hint,
  look,
  reserveErrorLine = false,
  className,
  children,
}: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const classes = looks[look];
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ');

  return (
    <div className={className ? `${classes.field} ${className}` : classes.field}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      {children({
        id,
        className: classes.input,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {(error || reserveErrorLine) && (
        <p
          id={errorId}
          className={reserveErrorLine ? `${classes.error} ${styles.reservedLine}` : classes.error}
        >
          {error}
        </p>
      )}
    </div>
  );
}
