import type { ClubId } from '@sportif/runtime';

export interface Branch {
  id: ClubId;
  name: string;
  summary: string;
  /** Shown as written; `phoneHref` is the same number for `tel:` links. */
  phone: string;
  phoneHref: string;
  email: string;
  /** The address as one line: `street, postalCode district/city`. */
  address: string;
  /** The same address in its parts, for search engines (page-heads.ts). */
  postal: PostalAddress;
}

interface PostalAddress {
  street: string;
  postalCode: string;
  district: string;
  city: string;
}

const withAddressLine = (branch: Omit<Branch, 'address'>): Branch => {
  const { street, postalCode, district, city } = branch.postal;
  return { ...branch, address: `${street}, ${postalCode} ${district}/${city}` };
};

/** Fictional but realistic branch details (docs/decisions/0008-branch-details-placeholders.md). */
export const branchById: Record<ClubId, Branch> = {
  umitkoy: withAddressLine({
    id: 'umitkoy',
    name: 'Ümitköy Kulüp',
    summary:
      "İlk kulübümüz: fitness salonu, yarı olimpik kapalı yüzme havuzu, grup ders stüdyoları ve çocuk kulübüyle Ümitköy'ün kalbinde.",
    phone: '+90 312 235 14 07',
    phoneHref: 'tel:+903122351407',
    email: 'umitkoy@sportifyasam.com.tr',
    postal: {
      street: 'Ümitköy Mahallesi, 2432. Cadde No: 18',
      postalCode: '06810',
      district: 'Yenimahalle',
      city: 'Ankara',
    },
  }),
  cukurambar: withAddressLine({
    id: 'cukurambar',
    name: 'Çukurambar Kulüp',
    summary:
      'Şehrin iş merkezinde, sabah erken ve akşam geç saatlere uyan programıyla fitness, reformer pilates ve spinning stüdyoları.',
    phone: '+90 312 287 62 19',
    phoneHref: 'tel:+903122876219',
    email: 'cukurambar@sportifyasam.com.tr',
    postal: {
      street: 'Kızılırmak Mahallesi (Çukurambar), 1443. Cadde No: 25',
      postalCode: '06510',
      district: 'Çankaya',
      city: 'Ankara',
    },
  }),
};

/** Ümitköy first, then Çukurambar: the order every list of the branches shows. */
export const branches: readonly Branch[] = Object.values(branchById);

/** Texts shown with the branch details on the home, contact, club list and club pages. */
export const branchTexts = {
  clubListIntro:
    "Ankara'nın iki ayrı noktasında, aynı üyelik anlayışı ve uzman kadromuzla hizmet veriyoruz. Size en yakın kulübümüzü seçin.",
  details: 'Detaylar',
  phoneLabel: 'Telefon',
  emailLabel: 'E-posta',
  addressLabel: 'Adres',
  contactTitle: 'İletişim Bilgileri',
} as const;

/** The map block: a local preview first, the maps service's frame only when the visitor asks. */
export const mapTexts = {
  frameTitle: (branchName: string) => `${branchName} haritası`,
  show: 'Haritayı göster',
  notice: 'Harita, dış bir hizmet olan Google Haritalar’dan yüklenir; Google çerez kaydedebilir.',
  open: 'Haritada aç',
  directions: 'Yol tarifi al',
  /** Read after the link's text by assistive technology: which branch, and that a tab opens. */
  linkContext: (branchName: string) => ` – ${branchName} (yeni sekmede açılır)`,
} as const;
