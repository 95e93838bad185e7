/** Every text @sportif/shared shows to a visitor, in Turkish, in one place. */
export const sharedTexts = {
  areaUnavailable: 'Bu bölüm şu anda yüklenemedi.',
  retry: 'Tekrar dene',
  apiUnreachable: 'API adresine ulaşılamıyor',
  apiNotFound: 'API adresi bulunamadı',
  genericSuccess: 'Operations is successful',
  confirmText: 'Delete',
  cancelText: 'Cancel',
  closeDialog: 'Kapat',
} as const;
