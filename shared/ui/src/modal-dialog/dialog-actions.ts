import styles from './dialog-actions.module.css';

/**
 * The classes of a dialog's button row (`actions`, `primary`, `cancel`), for the dialogs of every
 * app: one stylesheet, so the confirm dialog and the forms shown in a ModalDialog look alike.
 */
export const dialogActionsStyles = styles;
