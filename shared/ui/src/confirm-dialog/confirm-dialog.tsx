import { type ReactNode, useId, useRef } from 'react';
import { dialogActionsStyles as actions } from '../modal-dialog/dialog-actions';
import { ModalDialog } from '../modal-dialog/modal-dialog';
import { uiTexts } from '../texts';
import styles from './confirm-dialog.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question, naming what the action touches. */
  text: ReactNode;
  /** Runs the action; the dialog then closes. */
  onConfirm: () => void;
  /** Cancel, the close button and Escape only close the dialog. */
  onClose: () => void;
  confirmText?: string;
  cancelText?: string;
}

/**
 * Asks before a destructive action (docs/requirements.md §4): the confirm button runs it and closes the dialog,
 * cancel or close just close it; it fades out in 200 ms. The focus starts on the harmless answer.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  onConfirm,
  onClose,
  confirmText = uiTexts.confirmText,
  cancelText = uiTexts.cancelText,
}: ConfirmDialogProps) {
  const textId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirm = () => {
    onConfirm();
    onClose();
  };
  return (
    <ModalDialog
      open={open}
      title={title}
      onClose={onClose}
      role="alertdialog"
      describedBy={textId}
      initialFocus={cancelRef}
    >
      <div className={styles.question}>
        <svg
          className={styles.icon}
          viewBox="0 0 24 24"
          width="28"
          height="28"
          aria-hidden="true"
          focusable="false"
        >
          <path
            d="M12 3 2 21h20L12 3Zm0 6v5m0 3.2v.3"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <p id={textId} className={styles.text}>
          {text}
        </p>
      </div>
      <div className={`${actions.actions} ${styles.actions}`}>
        <button ref={cancelRef} type="button" className={actions.cancel} onClick={onClose}>
          {cancelText}
        </button>
        <button type="button" className={actions.primary} onClick={confirm}>
          {confirmText}
        </button>
      </div>
    </ModalDialog>
  );
}
