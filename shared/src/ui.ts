/**
 * The shared widgets (`@sportif/shared/ui`): not a share key, but bundled by each remote that
 * imports it, so only the screens that show them load them, not every page.
 */
export { ConfirmDialog, type ConfirmDialogProps } from './ui/confirm-dialog/confirm-dialog';
export { dialogActionsStyles } from './ui/modal-dialog/dialog-actions';
export { ModalDialog, type ModalDialogProps } from './ui/modal-dialog/modal-dialog';
export { Select, type SelectProps } from './ui/select/select';
export type { SelectOption } from './ui/select/select-options';
