export const membershipTexts = {
  intro:
    'Sağlıklı yaşam hedefinize uygun yıllık üyeliğinizi seçin; kulübümüzün tüm imkânlarından dilediğiniz saatte yararlanın.',
  plansTitle: 'Yıllık Üyelik Seçenekleri',
  perYear: '/ yıl',
  currency: 'TL',
  cashNote: 'Nakit ödemelerde fiyatlarımız daha avantajlıdır; ayrıntılar için kulübümüze danışın.',
  usageHoursTitle: 'Kullanım saatleri',
  /** Each plan is yearly (docs/requirements.md §9); staff edit the rest of it. */
  period: 'Yıllık',
  join: 'Hemen Katıl',
} as const;
