/**
 * The shared widgets (`@sportif/shared/ui`): a share key of its own, loaded only by the screens
 * that show them, not with every page.
 */
export { ConfirmDialog, type ConfirmDialogProps } from './ui/confirm-dialog/confirm-dialog';
export { ModalDialog, type ModalDialogProps } from './ui/confirm-dialog/modal-dialog';
export { Select, type SelectProps } from './ui/select/select';
export { filterOptions, type SelectOption, selectLimits } from './ui/select/select-options';
