interface MembershipPlan {
  id: string;
  period: string;
  name: string;
  scope: string;
  /** Yearly price in Turkish lira (docs/requirements.md §9). */
  priceTry: number;
  features: readonly string[];
}

/** The two yearly individual unlimited memberships of docs/requirements.md §2 and §9. */
export const membershipPlans: readonly MembershipPlan[] = [
  {
    id: 'tek-kulup',
    period: 'Yıllık',
    name: 'Bireysel Sınırsız Üyelik',
    scope: 'Tek kulüp',
    priceTry: 30_000,
    features: [
      'Seçtiğiniz kulübün fitness salonu, havuzu ve stüdyolarını sınırsız kullanım',
      'Tüm grup derslerine katılım',
      'Salonda eğitmen desteği ve kişisel başlangıç programı',
      'Üyelik başlangıcında ücretsiz vücut analizi',
    ],
  },
  {
    id: 'tum-kulupler',
    period: 'Yıllık',
    name: 'Bireysel Sınırsız Üyelik',
    scope: 'Ümitköy ve Çukurambar',
    priceTry: 55_000,
    features: [
      'İki kulübümüzün tüm alanlarını sınırsız kullanım',
      'Rezervasyonlu derslerde öncelikli yer ayırma',
      'Her ay iki seans kişisel antrenman',
      'Üç ayda bir vücut analizi ve program güncellemesi',
    ],
  },
];

export const membershipTexts = {
  intro:
    'Sağlıklı yaşam hedefinize uygun yıllık üyeliğinizi seçin; kulübümüzün tüm imkânlarından dilediğiniz saatte yararlanın.',
  plansTitle: 'Yıllık Üyelik Seçenekleri',
  perYear: '/ yıl',
  currency: 'TL',
  cashNote: 'Nakit ödemelerde fiyatlarımız daha avantajlıdır; ayrıntılar için kulübümüze danışın.',
  usageHoursTitle: 'Kullanım saatleri',
  /**
   * The membership text's own reading of the usage hours (docs/requirements.md §9,
   * docs/decisions/0005-usage-hours-two-readings.md).
   */
  usageHours: 'Hafta içi 08:00-22:00, hafta sonu 08:00-21:00',
  join: 'Hemen Katıl',
} as const;
