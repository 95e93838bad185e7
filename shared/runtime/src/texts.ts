/** Every text @sportif/runtime shows to a visitor, in Turkish, in one place. */
export const sharedTexts = {
  areaUnavailable: 'Bu bölüm şu anda yüklenemedi.',
  retry: 'Tekrar dene',
  apiUnreachable: 'API adresine ulaşılamıyor',
  apiNotFound: 'API adresi bulunamadı',
  genericSuccess: 'Operations is successful',
} as const;
