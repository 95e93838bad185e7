/** Every public route of spec §2 with the heading its page shows. */
export const publicRoutes = [
  { path: '/', heading: 'Sportif Yaşam Merkezi' },
  { path: '/about', heading: 'Hakkımızda' },
  { path: '/contact', heading: 'İletişim' },
  { path: '/schedule', heading: 'Haftalık Ders Programı' },
  { path: '/club', heading: 'Kulüplerimiz' },
  { path: '/club/umitkoy', heading: 'Ümitköy Kulüp' },
  { path: '/umitkoy', heading: 'Ümitköy Kulüp' },
  { path: '/club/cukurambar', heading: 'Çukurambar Kulüp' },
  { path: '/cukurambar', heading: 'Çukurambar Kulüp' },
  { path: '/guvenlik', heading: 'Güvenlik Politikası' },
  { path: '/gizlilik', heading: 'Gizlilik Politikası' },
  { path: '/uyelik', heading: 'Üyelik' },
  { path: '/iade', heading: 'İptal ve İade Koşulları' },
  { path: '/kvkk', heading: 'KVKK Aydınlatma Metni' },
  { path: '/grup-dersleri', heading: 'Grup Dersleri' },
] as const;
