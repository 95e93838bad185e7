import type { ClubId, PolicyTopic } from '@sportif/shared';

/** Every text of the public site, in Turkish, in one place (design.md §5). */
export const siteName = 'Sportif Yaşam Merkezi';

export const pageHeadings = {
  home: siteName,
  about: 'Hakkımızda',
  contact: 'İletişim',
  schedule: 'Haftalık Ders Programı',
  clubList: 'Kulüplerimiz',
  membership: 'Üyelik',
  groupClasses: 'Grup Dersleri',
} as const;

export const clubNames: Record<ClubId, string> = {
  umitkoy: 'Ümitköy Kulüp',
  cukurambar: 'Çukurambar Kulüp',
};

export const policyHeadings: Record<PolicyTopic, string> = {
  gizlilik: 'Gizlilik Politikası',
  guvenlik: 'Güvenlik Politikası',
  kvkk: 'KVKK Aydınlatma Metni',
  iade: 'İptal ve İade Koşulları',
};
