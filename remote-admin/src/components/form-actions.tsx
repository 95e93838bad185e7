import { dialogActionsStyles as actions } from '@sportif/ui';
import styles from './form.module.css';

interface FormActionsProps {
  submitting: boolean;
  saveText: string;
  savingText: string;
  /** A form in a dialog can be left; one on its own screen has no Cancel. */
  cancel?: { text: string; onCancel: () => void };
}

/** The buttons under a back-office form: Cancel (in a dialog) and the submit button, busy while it saves. */
export function FormActions({ submitting, saveText, savingText, cancel }: FormActionsProps) {
  return (
    <div className={`${actions.actions} ${styles.actions}`}>
      {cancel && (
        <button type="button" className={actions.cancel} onClick={cancel.onCancel}>
          {cancel.text}
        </button>
      )}
      <button type="submit" className={actions.primary} disabled={submitting}>
        {submitting ? savingText : saveText}
      </button>
    </div>
  );
}
