/**
 * The shared widgets (`@sportif/ui`): not a share key, but bundled by each remote that
 * imports it, so only the screens that show them load them, not every page.
 */
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog/confirm-dialog';
export { useEscapeToClose } from './escape-to-close/use-escape-to-close';
export { FormField, type FormFieldControl, type FormFieldProps } from './form-field/form-field';
export { dialogActionsStyles } from './modal-dialog/dialog-actions';
export { ModalDialog, type ModalDialogProps } from './modal-dialog/modal-dialog';
export { Select, type SelectProps } from './select/select';
export type { SelectOption } from './select/select-options';
export { sharedStyles } from './styles/shared-styles';
export { includesQuery } from './text/includes-query';
