/** Every text the shared widgets show, in one place (the dialogs' buttons are English by docs/requirements.md §4). */
export const uiTexts = {
  confirmText: 'Delete',
  cancelText: 'Cancel',
  closeDialog: 'Kapat',
} as const;
