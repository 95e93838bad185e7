import type { ClubId, PolicyTopic } from '@sportif/shared';

/** Every text of the public site, in Turkish, in one place (design.md §5); split by page under content/. */
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

export interface MenuLink {
  to: string;
  label: string;
}

export const layoutTexts = {
  skipToContent: 'İçeriğe geç',
  brandName: 'Sportif Yaşam',
  brandTagline: 'Merkezi',
  homeLinkLabel: `${siteName} – Ana Sayfa`,
  mainMenuLabel: 'Ana menü',
  menuButton: 'Menü',
  footerMenuLabel: 'Yasal bilgiler',
  footerAbout:
    "Ankara Ümitköy ve Çukurambar'da, 2007'den bu yana sağlıklı ve hareketli bir yaşam için yanınızdayız.",
  usageHoursTitle: 'Kullanım Saatleri',
  /** The footer's reading of the usage hours (design.md §2); the membership text keeps its own. */
  usageHours: [
    { days: 'Hafta içi', hours: '07:00-22:00' },
    { days: 'Hafta sonu', hours: '08:00-21:00' },
  ],
  copyright: '© 2024',
  rightsReserved: `${siteName}. Tüm hakları saklıdır.`,
} as const;

/** Header links of spec §2; the last one is the join-us button. */
export const mainMenu: readonly MenuLink[] = [
  { to: '/', label: 'Ana Sayfa' },
  { to: '/club', label: 'Kulüpler' },
  { to: '/grup-dersleri', label: 'Grup Dersleri' },
  { to: '/about', label: 'Hakkımızda' },
];

export const joinUsLink: MenuLink = { to: '/contact', label: 'Bize Katıl' };

/** Footer links of spec §2. */
export const footerMenu: readonly MenuLink[] = [
  { to: '/gizlilik', label: 'Gizlilik' },
  { to: '/guvenlik', label: 'Güvenlik' },
  { to: '/kvkk', label: 'KVKK' },
  { to: '/iade', label: 'İptal ve İade' },
];

export const breadcrumbTexts = {
  label: 'Sayfa yolu',
  home: 'Ana Sayfa',
} as const;

export interface PageMetaText {
  title: string;
  description: string;
  author?: string;
  keywords?: string;
}

const titled = (page: string) => `${page} - ${siteName}`;

/** The `<title>` and meta description of every page. */
export const pageMeta = {
  home: {
    title: `${siteName} | Ümitköy ve Çukurambar Spor Kulüpleri`,
    description:
      "Sportif Yaşam Merkezi: Ankara Ümitköy ve Çukurambar'da fitness, grup dersleri, pilates, yoga ve yüzme ile sağlıklı yaşam kulüpleri.",
  },
  about: {
    title: titled(pageHeadings.about),
    description:
      "Sportif Yaşam Merkezi 2007'den bu yana Ankara Ümitköy ve Çukurambar'da spor ve sağlıklı yaşam hizmeti veren, kalite yönetim sistemi belgeli bir spor kulübüdür.",
    author: siteName,
    keywords: 'spor kulübü, spor salonu, fitness, Ankara, Ümitköy, Çukurambar',
  },
  contact: {
    title: titled(pageHeadings.contact),
    description:
      'Sportif Yaşam Merkezi Ümitköy ve Çukurambar kulüplerinin telefon, e-posta ve adres bilgileri; bize yazın, size dönelim.',
  },
  schedule: {
    title: titled(pageHeadings.schedule),
    description:
      'Sportif Yaşam Merkezi haftalık ders programı: pazartesiden cumartesiye ders saatleri ve eğitmenler.',
  },
  clubList: {
    title: titled(pageHeadings.clubList),
    description: "Sportif Yaşam Merkezi'nin Ankara'daki iki kulübü: Ümitköy Kulüp ve Çukurambar Kulüp.",
  },
  membership: {
    title: titled(pageHeadings.membership),
    description:
      'Sportif Yaşam Merkezi yıllık bireysel sınırsız üyelik seçenekleri, fiyatları ve kulüp kullanım saatleri.',
  },
  groupClasses: {
    title: titled(pageHeadings.groupClasses),
    description:
      'Pilates, Reformer Pilates, yoga, koşu, cardio, fitness, kick box, spinning, zumba, kangoo jumps ve yüzme dersleri.',
  },
} satisfies Record<string, PageMetaText>;

const clubMeta = (name: string): PageMetaText => ({
  title: titled(name),
  description: `Sportif Yaşam ${name}: tanıtım videosu, resim galerisi, grup ders programı ve üyelik bilgileri.`,
});

export const clubPageMeta: Record<ClubId, PageMetaText> = {
  umitkoy: clubMeta(clubNames.umitkoy),
  cukurambar: clubMeta(clubNames.cukurambar),
};

export interface PolicyText {
  meta: PageMetaText;
  paragraphs: readonly string[];
}

const policyContact =
  'Bu konudaki sorularınız için kulüplerimizle veya İletişim sayfamızdaki form aracılığıyla bize ulaşabilirsiniz.';

/** Placeholder texts until the club's lawyers deliver the real ones (spec §2: stubs). */
export const policyTexts: Record<PolicyTopic, PolicyText> = {
  gizlilik: {
    meta: {
      title: titled(policyHeadings.gizlilik),
      description: 'Sportif Yaşam Merkezi gizlilik politikası.',
    },
    paragraphs: [
      'Sportif Yaşam Merkezi olarak üyelerimizin ve ziyaretçilerimizin gizliliğine önem veriyoruz. Gizlilik politikamızın ayrıntılı metni hazırlanmaktadır ve kısa süre içinde bu sayfada yayımlanacaktır.',
      policyContact,
    ],
  },
  guvenlik: {
    meta: {
      title: titled(policyHeadings.guvenlik),
      description: 'Sportif Yaşam Merkezi güvenlik politikası.',
    },
    paragraphs: [
      'Kulüplerimizde ve internet sitemizde güvenliğiniz için gerekli önlemleri alıyoruz. Güvenlik politikamızın ayrıntılı metni hazırlanmaktadır ve kısa süre içinde bu sayfada yayımlanacaktır.',
      policyContact,
    ],
  },
  kvkk: {
    meta: {
      title: titled(policyHeadings.kvkk),
      description: 'Sportif Yaşam Merkezi kişisel verilerin korunması aydınlatma metni.',
    },
    paragraphs: [
      '6698 sayılı Kişisel Verilerin Korunması Kanunu kapsamındaki aydınlatma metnimiz hazırlanmaktadır ve kısa süre içinde bu sayfada yayımlanacaktır.',
      policyContact,
    ],
  },
  iade: {
    meta: {
      title: titled(policyHeadings.iade),
      description: 'Sportif Yaşam Merkezi üyelik iptal ve iade koşulları.',
    },
    paragraphs: [
      'Üyelik iptal ve ücret iade koşullarımızın ayrıntılı metni hazırlanmaktadır ve kısa süre içinde bu sayfada yayımlanacaktır.',
      policyContact,
    ],
  },
};
